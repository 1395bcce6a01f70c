import InterludeVAST

/// Structure rules: required elements and the walk over a VAST tree.
extension VASTValidator {
  /// Lints a `<VAST>` element and everything inside it.
  static func lintVAST(_ vast: LintNode, _ context: inout LintContext) {
    if vast.attribute("version") == nil {
      context.report(
        LintRules.vastMissingVersion,
        "<VAST> has no version attribute; version-dependent rules were skipped", at: vast)
    }
    lintRoot(vast, &context)
    for ad in vast.children("Ad") {
      lintAd(ad, &context)
    }
    walk(vast, dialect: .vast, &context)
  }

  static func lintAd(_ ad: LintNode, _ context: inout LintContext) {
    lintAdAttributes(ad, &context)
    switch (ad.child("InLine"), ad.child("Wrapper")) {
    case (let inLine?, nil):
      lintInLine(inLine, &context)
    case (nil, let wrapper?):
      lintWrapper(wrapper, &context)
    case (.some, .some):
      context.report(
        LintRules.adMultipleContent, "<Ad> has both <InLine> and <Wrapper>; it is dropped",
        at: ad)
    case (nil, nil):
      context.report(
        LintRules.adMissingContent, "<Ad> has neither <InLine> nor <Wrapper>; it is dropped",
        at: ad)
    }
  }

  static func lintInLine(_ inLine: LintNode, _ context: inout LintContext) {
    let required: [(String, LintRule)] = [
      ("AdSystem", LintRules.inlineMissingAdSystem),
      ("AdTitle", LintRules.inlineMissingAdTitle),
      ("Impression", LintRules.inlineMissingImpression),
    ]
    for (name, rule) in required where !inLine.has(name) {
      context.report(rule, "<InLine> has no <\(name)>", at: inLine)
    }
    let creatives = inLine.children("Creatives", "Creative")
    if creatives.isEmpty {
      context.report(
        LintRules.inlineMissingCreatives, "<InLine> has no <Creatives>/<Creative>",
        at: inLine.child("Creatives") ?? inLine)
    }
    if context.isAtLeast(.v41) {
      let version = context.version?.text ?? ""
      if !inLine.has("AdServingId") {
        context.report(
          LintRules.inlineMissingAdServingId,
          "<InLine> has no <AdServingId> (required since VAST 4.1; document is \(version))",
          at: inLine)
      }
      if !inLine.has("Category") {
        context.report(
          LintRules.inlineMissingCategory,
          "<InLine> has no <Category> (required since VAST 4.1; document is \(version))",
          at: inLine)
      }
    }
    for creative in creatives {
      lintCreative(creative, inLine: true, &context)
    }
  }

  static func lintWrapper(_ wrapper: LintNode, _ context: inout LintContext) {
    if !wrapper.has("VASTAdTagURI") {
      context.report(
        LintRules.wrapperMissingAdTagURI, "<Wrapper> has no <VASTAdTagURI>", at: wrapper)
    }
    if !wrapper.has("Impression") {
      context.report(
        LintRules.wrapperMissingImpression, "<Wrapper> has no <Impression>", at: wrapper)
    }
    for creative in wrapper.children("Creatives", "Creative") {
      lintCreative(creative, inLine: false, &context)
    }
  }

  static func lintCreative(_ creative: LintNode, inLine: Bool, _ context: inout LintContext) {
    if inLine && context.isAtLeast(.v4) && !creative.has("UniversalAdId") {
      context.report(
        LintRules.creativeMissingUniversalAdId,
        "<Creative> has no <UniversalAdId> (required since VAST 4.0)", at: creative)
    }
    if let version = context.version, version < .v4 {
      let bodies = bodyNames.filter(creative.has)
      if bodies.count > 1 {
        context.report(
          LintRules.creativeMultipleBodies,
          "<Creative> holds " + bodies.map { "<\($0)>" }.joined(separator: ", ")
            + " (VAST \(version.text) allows one; VAST 4.0 and later allow them together)",
          at: creative)
      }
    }
    if let linear = creative.child("Linear") {
      lintLinear(linear, inLine: inLine, &context)
    }
    let nonLinears = creative.children("NonLinearAds", "NonLinear")
    let companions = creative.children("CompanionAds", "Companion")
    guard inLine else { return }
    for visual in nonLinears + companions where !resourceNames.contains(where: visual.has) {
      context.report(
        LintRules.creativeMissingResource,
        "<\(visual.name)> has no <StaticResource>, <IFrameResource> or <HTMLResource>",
        at: visual)
    }
  }

  /// The elements a creative holds its ad in: one before VAST 4.0, any of them since.
  static let bodyNames = ["Linear", "NonLinearAds", "CompanionAds"]

  static let resourceNames = ["StaticResource", "IFrameResource", "HTMLResource"]

  static func lintLinear(_ linear: LintNode, inLine: Bool, _ context: inout LintContext) {
    var duration: Double?
    if let node = linear.child("Duration") {
      duration = node.value.flatMap(VASTTime.seconds(from:))
      if duration == nil {
        context.report(
          LintRules.invalidDuration,
          "<Duration> \"\(node.value ?? "")\" is not HH:MM:SS or HH:MM:SS.mmm", at: node)
      }
    } else if inLine {
      context.report(LintRules.linearMissingDuration, "<Linear> has no <Duration>", at: linear)
    }
    lintSkipOffset(linear, duration: duration, &context)
    let mediaFiles = linear.children("MediaFiles", "MediaFile")
    for mediaFile in mediaFiles {
      let missing = ["delivery", "type", "width", "height"].filter {
        mediaFile.attribute($0) == nil
      }
      for attribute in missing {
        context.report(
          LintRules.mediaFileMissingAttribute,
          "<MediaFile> has no \(attribute) attribute", at: mediaFile)
      }
    }
    guard inLine else { return }
    if mediaFiles.isEmpty {
      context.report(
        LintRules.linearMissingMediaFiles, "<Linear> has no <MediaFiles>/<MediaFile>",
        at: linear.child("MediaFiles") ?? linear)
    } else if !mediaFiles.contains(where: isPlayable) {
      context.report(
        LintRules.linearNoPlayableMedia,
        "None of the \(mediaFiles.count) <MediaFile> elements is a playable video or audio file",
        at: linear.child("MediaFiles") ?? linear)
    }
  }
}

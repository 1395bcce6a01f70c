import InterludeVAST

/// Value rules: formats of attributes and text, checked on every element of a tree.
extension VASTValidator {
  /// Elements whose text is a URL.
  static let urlElements: Set<String> = [
    "AdTagURI", "ClickThrough", "ClickTracking", "ClosedCaptionFile", "CompanionClickThrough",
    "CompanionClickTracking", "CustomClick", "Error", "ExecutableResource", "IconClickThrough",
    "IconClickTracking", "IconViewTracking", "IFrameResource", "Impression",
    "InteractiveCreativeFile", "JavaScriptResource", "MediaFile", "Mezzanine",
    "NonLinearClickThrough", "NonLinearClickTracking", "NotViewable", "StaticResource", "Survey",
    "Tracking", "VASTAdTagURI", "ViewUndetermined", "Viewable",
  ]

  /// Attributes of type `xs:boolean`.
  static let booleanAttributes = [
    "allowMultipleAds", "browserOptional", "conditionalAd", "fallbackOnNoAd",
    "followAdditionalWrappers", "followRedirects", "maintainAspectRatio", "scalable",
    "variableDuration", "xmlEncoded",
  ]

  /// Attributes that hold a non-negative integer (pixels, kbit/s, bytes).
  static let integerAttributes = [
    "width", "height", "bitrate", "minBitrate", "maxBitrate", "fileSize", "assetWidth",
    "assetHeight", "expandedWidth", "expandedHeight",
  ]

  /// Attributes that hold a MIME type, by element.
  static let mimeAttributes: [String: String] = [
    "MediaFile": "type", "Mezzanine": "type", "InteractiveCreativeFile": "type",
    "ClosedCaptionFile": "type", "StaticResource": "creativeType",
  ]

  /// Elements whose content is opaque to the validator (vendor XML, scripts, parameters).
  static let opaqueElements: Set<String> = [
    "AdParameters", "CreativeExtensions", "CustomAdData", "Extensions", "HTMLResource",
    "VerificationParameters",
  ]

  /// The VMAP tracking events.
  static let vmapEvents: Set<String> = ["breakStart", "breakEnd", "error"]

  /// Applies the per-element rules to `node` and everything below it.
  static func walk(_ node: LintNode, dialect: LintDialect, _ context: inout LintContext) {
    lintValues(node, dialect: dialect, &context)
    if dialect == .vast {
      lintVersionFeatures(node, &context)
    }
    for child in node.allChildren where !opaqueElements.contains(child.name) {
      if dialect == .vmap && (child.name == "VASTAdData" || child.name == "VASTData") {
        continue
      }
      walk(child, dialect: dialect, &context)
    }
  }

  static func lintValues(_ node: LintNode, dialect: LintDialect, _ context: inout LintContext) {
    if urlElements.contains(node.name) {
      lintURL(node, &context)
    }
    for name in booleanAttributes {
      guard let value = node.attribute(name), !["true", "false", "1", "0"].contains(value) else {
        continue
      }
      context.report(
        LintRules.invalidBoolean, "\(name)=\"\(value)\" is not true or false", at: node)
    }
    for name in integerAttributes {
      guard let value = node.attribute(name), !isNonNegativeInteger(value) else { continue }
      context.report(
        LintRules.invalidInteger, "\(name)=\"\(value)\" is not a non-negative integer", at: node)
    }
    if let name = mimeAttributes[node.name], let value = node.attribute(name), !isMIMEType(value) {
      context.report(
        LintRules.invalidMIMEType, "\(name)=\"\(value)\" is not a MIME type (type/subtype)",
        at: node)
    }
    if node.name == "MediaFile" || node.name == "Mezzanine",
      let delivery = node.attribute("delivery"),
      delivery != "progressive" && delivery != "streaming"
    {
      context.report(
        LintRules.invalidDelivery, "delivery=\"\(delivery)\" is neither progressive nor streaming",
        at: node)
    }
    if node.name == "CompanionAds", let required = node.attribute("required"),
      !["all", "any", "none"].contains(required)
    {
      context.report(
        LintRules.invalidCompanionRequired, "required=\"\(required)\" is not all, any or none",
        at: node)
    }
    if node.name == "Tracking" {
      lintTracking(node, dialect: dialect, &context)
    }
  }

  static func lintTracking(_ node: LintNode, dialect: LintDialect, _ context: inout LintContext) {
    guard let event = node.attribute("event") else {
      context.report(LintRules.trackingMissingEvent, "<Tracking> has no event attribute", at: node)
      return
    }
    switch dialect {
    case .vmap:
      if !vmapEvents.contains(event) {
        context.report(
          LintRules.vmapUnknownTrackingEvent,
          "event=\"\(event)\" is not breakStart, breakEnd or error", at: node)
      }
    case .vast:
      let type = TrackingEventType(rawValue: event)
      if !type.isStandard {
        context.report(
          LintRules.trackingUnknownEvent, "event=\"\(event)\" is not a VAST tracking event",
          at: node)
      }
      if let offset = node.attribute("offset") {
        if AdOffset(vastValue: offset) == nil {
          context.report(
            LintRules.invalidProgressOffset,
            "offset=\"\(offset)\" is neither HH:MM:SS(.mmm) nor n% (0-100)", at: node)
        }
      } else if type == .progress {
        context.report(
          LintRules.progressMissingOffset, "event=\"progress\" has no offset attribute", at: node)
      }
    }
  }

  /// `sequence` and `adType` of an `<Ad>`.
  static func lintAdAttributes(_ ad: LintNode, _ context: inout LintContext) {
    if let sequence = ad.attribute("sequence"), positiveInteger(sequence) == nil {
      context.report(
        LintRules.invalidAdSequence, "sequence=\"\(sequence)\" is not a positive integer", at: ad)
    }
    if let adType = ad.attribute("adType"), !["video", "audio", "hybrid"].contains(adType) {
      context.report(
        LintRules.invalidAdType, "adType=\"\(adType)\" is not video, audio or hybrid", at: ad)
    }
  }

  /// `skipoffset` of a `<Linear>`: its form, and whether it lies inside the ad.
  static func lintSkipOffset(
    _ linear: LintNode, duration: Double?, _ context: inout LintContext
  ) {
    guard let text = linear.attribute("skipoffset") else { return }
    if text.hasSuffix("%"), let percentage = Double(text.dropLast()), percentage > 100 {
      context.report(
        LintRules.skipOffsetBeyondDuration, "skipoffset=\"\(text)\" is above 100%", at: linear)
      return
    }
    guard let offset = AdOffset(vastValue: text) else {
      context.report(
        LintRules.invalidSkipOffset, "skipoffset=\"\(text)\" is neither HH:MM:SS(.mmm) nor n%",
        at: linear)
      return
    }
    if case .time(let seconds) = offset, let duration, seconds > duration {
      context.report(
        LintRules.skipOffsetBeyondDuration,
        "skipoffset=\"\(text)\" lies past the Duration of \(VASTTime.string(from: duration))",
        at: linear)
    }
  }

  /// An URL element: not empty, absolute http(s) (macros allowed), preferably https.
  static func lintURL(_ node: LintNode, _ context: inout LintContext) {
    guard let text = node.value else {
      context.report(LintRules.invalidURL, "<\(node.name)> is empty", at: node)
      return
    }
    let allowsData = node.name == "InteractiveCreativeFile"
    switch URLCheck(text, allowsDataURI: allowsData) {
    case .secure:
      break
    case .insecure:
      context.report(
        LintRules.insecureURL, "<\(node.name)> uses http, not https: \(excerpt(text))", at: node)
    case .invalid(let reason):
      context.report(
        LintRules.invalidURL, "<\(node.name)> \(reason): \(excerpt(text))", at: node)
    }
  }

  static func excerpt(_ text: String) -> String {
    text.count > 80 ? String(text.prefix(77)) + "..." : text
  }

  /// The value of a positive decimal integer written with digits only.
  static func positiveInteger(_ text: String) -> Int? {
    guard isNonNegativeInteger(text), let value = Int(text), value > 0 else { return nil }
    return value
  }

  /// True for one or more ASCII digits.
  static func isNonNegativeInteger(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
  }

  /// True for `type/subtype`, optionally followed by `;` parameters (RFC 6838 token characters).
  static func isMIMEType(_ text: String) -> Bool {
    let essence = String(text.prefix { $0 != ";" }).trimmingXMLWhitespace()
    let parts = essence.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return false }
    return parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy(isTokenByte) }
  }

  private static let tokenPunctuation = Set("!#$&-^_.+".utf8)

  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    default: tokenPunctuation.contains(byte)
    }
  }
}

import InterludeVAST

/// Semantic rules: pods, versions, deprecations and what a player can actually play.
extension VASTValidator {
  /// Elements and the VAST version that introduced them.
  static let elementVersions: [String: LintVersion] = [
    "Icons": .v3, "Pricing": .v3, "CreativeExtensions": .v3, "Advertiser": .v3,
    "UniversalAdId": .v4, "Mezzanine": .v4, "InteractiveCreativeFile": .v4,
    "AdVerifications": .v4, "ViewableImpression": .v4, "Category": .v4,
    "AdServingId": .v41, "Expires": .v41, "BlockedAdCategories": .v41,
    "ClosedCaptionFiles": .v41, "IconClickFallbackImages": .v42,
  ]

  /// Attributes, by element, and the VAST version that introduced them.
  static let attributeVersions: [String: [(name: String, version: LintVersion)]] = [
    "Ad": [("sequence", .v3), ("conditionalAd", .v4), ("adType", .v41)],
    "Wrapper": [
      ("followAdditionalWrappers", .v3), ("allowMultipleAds", .v3), ("fallbackOnNoAd", .v3),
    ],
    "Linear": [("skipoffset", .v3)],
    "CompanionAds": [("required", .v3)],
  ]

  /// MIME types that are not video or audio a player can render itself.
  static let unplayableTypes: Set<String> = [
    "application/javascript", "application/x-javascript", "application/x-shockwave-flash",
    "text/javascript",
  ]

  /// Rules about the `<VAST>` root as a whole: no-ad responses, root errors and pods.
  static func lintRoot(_ vast: LintNode, _ context: inout LintContext) {
    let ads = vast.children("Ad")
    let errors = vast.children("Error")
    if ads.isEmpty {
      let urls = errors.filter { $0.value != nil }.count
      context.report(
        LintRules.noAdResponse,
        "No-ad response with \(urls) root <Error> URL\(urls == 1 ? "" : "s")", at: vast)
    } else if let error = errors.first, context.isAtLeast(.v4) {
      context.report(
        LintRules.rootErrorWithAds,
        "Root <Error> beside \(ads.count) <Ad>; VAST 4 reserves it for no-ad responses",
        at: error)
    }
    var firstWithSequence: [Int: LintNode] = [:]
    for ad in ads {
      guard let sequence = ad.attribute("sequence").flatMap(positiveInteger) else { continue }
      if let first = firstWithSequence[sequence] {
        context.report(
          LintRules.duplicateAdSequence,
          "sequence=\"\(sequence)\" is also used by \(first.path)", at: ad)
      } else {
        firstWithSequence[sequence] = ad
      }
    }
  }

  /// Elements and attributes that the declared version does not have, or that it deprecates.
  static func lintVersionFeatures(_ node: LintNode, _ context: inout LintContext) {
    guard let version = context.version else { return }
    if let introduced = elementVersions[node.name], version < introduced {
      context.report(
        LintRules.elementNewerThanVersion,
        "<\(node.name)> is VAST \(introduced.text)+, but the document declares \(version.text)",
        at: node)
    }
    for (name, introduced) in attributeVersions[node.name] ?? []
    where version < introduced && node.hasAttribute(name) {
      context.report(
        LintRules.attributeNewerThanVersion,
        "\(name) on <\(node.name)> is VAST \(introduced.text)+, but the document declares "
          + "\(version.text)", at: node)
    }
    guard version >= .v41 else { return }
    if node.name == "Survey" {
      context.report(
        LintRules.deprecatedFeature, "<Survey> is deprecated since VAST 4.1", at: node)
    }
    if node.name == "Ad", node.hasAttribute("conditionalAd") {
      context.report(
        LintRules.deprecatedFeature, "conditionalAd is deprecated since VAST 4.1", at: node)
    }
    if node.name == "MediaFile", node.attribute("apiFramework")?.uppercased() == "VPAID" {
      context.report(
        LintRules.deprecatedFeature,
        "apiFramework=\"VPAID\" on <MediaFile> is deprecated since VAST 4.1", at: node)
    }
  }

  /// True for a media file with a URL that is neither VPAID nor a script or Flash file.
  static func isPlayable(_ mediaFile: LintNode) -> Bool {
    guard mediaFile.value != nil else { return false }
    if mediaFile.attribute("apiFramework")?.uppercased() == "VPAID" { return false }
    let type = mediaFile.attribute("type")?.lowercased() ?? ""
    return !unplayableTypes.contains(type)
  }
}

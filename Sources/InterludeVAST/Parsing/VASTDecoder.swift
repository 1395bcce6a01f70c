/// Turns an ``XMLNode`` tree rooted at `<VAST>` into a ``VASTDocument``.
///
/// Tolerant by design: a missing or unreadable optional value becomes nil (the validator reports
/// it), and one broken `<Ad>` becomes an ``AdFailure`` while the others are kept. Only a document
/// that cannot be VAST at all fails as a whole.
enum VASTDecoder {
  /// The major versions this parser reads.
  static let supportedMajorVersions = 2...4

  static func decode(_ root: XMLNode) throws(VASTError) -> VASTDocument {
    if root.name == "VideoAdServingTemplate" {
      throw VASTError(
        code: .versionNotSupported, message: "VAST 1.0 (<VideoAdServingTemplate>) is not supported",
        line: root.line, version: "1.0")
    }
    guard root.name == "VAST" else {
      throw VASTError(
        code: .schemaValidation, message: "Root element is <\(root.name)>, not <VAST>",
        line: root.line)
    }
    let version = root.attribute("version")
    if let version, !isSupported(version: version) {
      throw VASTError(
        code: .versionNotSupported, message: "VAST version \(version) is not supported",
        line: root.line, version: version, errorURLs: root.values("Error"))
    }
    var document = VASTDocument(version: version, errorURLs: root.values("Error"))
    for (index, node) in root.children("Ad").enumerated() {
      do {
        document.ads.append(try decodeAd(node))
      } catch {
        document.adFailures.append(
          AdFailure(index: index, adId: node.attribute("id"), error: error))
      }
    }
    guard document.ads.isEmpty else { return document }
    if let first = document.adFailures.first {
      throw VASTError(
        code: first.error.code,
        message: "No usable ad: \(first.error.message)", line: first.error.line,
        version: version, errorURLs: document.errorURLs)
    }
    throw VASTError(
      code: .noAds, message: "The response has no ads", line: root.line, version: version,
      errorURLs: document.errorURLs)
  }

  /// True for 2.x, 3.x and 4.x; a version whose major part is not a number is not supported.
  static func isSupported(version: String) -> Bool {
    guard let major = version.split(separator: ".").first.flatMap({ Int($0) }) else {
      return false
    }
    return supportedMajorVersions.contains(major)
  }

  static func decodeAd(_ node: XMLNode) throws(VASTError) -> Ad {
    let inLine = node.child("InLine")
    let wrapper = node.child("Wrapper")
    let content: Ad.Content
    switch (inLine, wrapper) {
    case (let inLine?, nil): content = .inLine(decodeInLine(inLine))
    case (nil, let wrapper?): content = .wrapper(decodeWrapper(wrapper))
    case (.some, .some):
      throw VASTError(
        code: .schemaValidation, message: "<Ad> has both <InLine> and <Wrapper>", line: node.line)
    case (nil, nil):
      throw VASTError(
        code: .schemaValidation, message: "<Ad> has neither <InLine> nor <Wrapper>",
        line: node.line)
    }
    return Ad(
      id: node.attribute("id"), sequence: node.intAttribute("sequence"),
      adType: node.attribute("adType").map(AdType.init(rawValue:)),
      conditionalAd: node.boolAttribute("conditionalAd"), content: content)
  }

  static func decodeInLine(_ node: XMLNode) -> InLine {
    InLine(
      common: decodeCommon(node), title: node.child("AdTitle")?.value,
      description: node.child("Description")?.value,
      advertiser: node.child("Advertiser").flatMap { advertiser in
        advertiser.value.map { Advertiser(name: $0, id: advertiser.attribute("id")) }
      },
      categories: categories(node.children("Category")),
      survey: node.child("Survey").flatMap { survey in
        survey.value.map { Survey(url: $0, type: survey.attribute("type")) }
      },
      expires: node.child("Expires")?.value.flatMap { Double($0) },
      adServingId: node.child("AdServingId")?.value)
  }

  static func decodeWrapper(_ node: XMLNode) -> Wrapper {
    Wrapper(
      common: decodeCommon(node),
      adTagURI: node.child("VASTAdTagURI")?.value,
      followAdditionalWrappers: node.boolAttribute("followAdditionalWrappers")
        ?? Wrapper.defaultFollowAdditionalWrappers,
      allowMultipleAds: node.boolAttribute("allowMultipleAds") ?? Wrapper.defaultAllowMultipleAds,
      fallbackOnNoAd: node.boolAttribute("fallbackOnNoAd"),
      blockedAdCategories: categories(node.children("BlockedAdCategories")))
  }

  static func decodeCommon(_ node: XMLNode) -> AdCommon {
    let extensions = node.children("Extensions", "Extension")
    let legacyVerifications = extensions.filter { $0.attribute("type") == "AdVerifications" }
      .flatMap { $0.children("AdVerifications", "Verification") }
    return AdCommon(
      adSystem: node.child("AdSystem").flatMap { system in
        system.value.map { AdSystem(name: $0, version: system.attribute("version")) }
      },
      pricing: node.child("Pricing").flatMap { pricing in
        pricing.value.map {
          Pricing(value: $0, model: pricing.attribute("model"), currency: pricing.attribute("currency"))
        }
      },
      impressions: node.identifiedURLs("Impression"),
      errorURLs: node.values("Error"),
      viewableImpressions: node.children("ViewableImpression").map(decodeViewableImpression),
      adVerifications: (node.children("AdVerifications", "Verification") + legacyVerifications)
        .map(decodeVerification),
      extensions: extensions.map(decodeExtension),
      creatives: node.children("Creatives", "Creative").map(decodeCreative))
  }

  static func decodeViewableImpression(_ node: XMLNode) -> ViewableImpression {
    ViewableImpression(
      id: node.attribute("id"), viewable: node.values("Viewable"),
      notViewable: node.values("NotViewable"), viewUndetermined: node.values("ViewUndetermined"))
  }

  static func decodeVerification(_ node: XMLNode) -> AdVerification {
    AdVerification(
      vendor: node.attribute("vendor"),
      javaScriptResources: node.children("JavaScriptResource").compactMap { resource in
        resource.value.map {
          VerificationResource(
            url: $0, apiFramework: resource.attribute("apiFramework"),
            browserOptional: resource.boolAttribute("browserOptional"))
        }
      },
      executableResources: node.children("ExecutableResource").compactMap { resource in
        resource.value.map {
          VerificationResource(
            url: $0, apiFramework: resource.attribute("apiFramework"),
            type: resource.attribute("type"))
        }
      },
      trackingEvents: trackingEvents(node.child("TrackingEvents")),
      parameters: node.child("VerificationParameters")?.value)
  }

  static func decodeExtension(_ node: XMLNode) -> Extension {
    Extension(
      type: node.attribute("type"), attributes: node.attributes,
      xml: node.innerXML.trimmingXMLWhitespace())
  }

  static func categories(_ nodes: [XMLNode]) -> [AdCategory] {
    nodes.compactMap { node in
      node.value.map { AdCategory(value: $0, authority: node.attribute("authority")) }
    }
  }

  static func trackingEvents(_ container: XMLNode?) -> [TrackingEvent] {
    guard let container else { return [] }
    return container.children("Tracking").compactMap { node in
      guard let event = node.attribute("event"), let url = node.value else { return nil }
      return TrackingEvent(
        event: TrackingEventType(rawValue: event), url: url,
        offset: node.attribute("offset").flatMap(AdOffset.init(vastValue:)))
    }
  }
}

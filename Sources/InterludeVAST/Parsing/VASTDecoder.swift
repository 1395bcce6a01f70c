/// Turns an ``XMLNode`` tree rooted at `<VAST>` into a ``VASTDocument``.
///
/// Tolerant by design: a missing or unreadable optional value becomes nil (the validator reports
/// it), and one broken `<Ad>` becomes an ``AdFailure`` while the others are kept. Only a document
/// that cannot be VAST at all fails as a whole.
package enum VASTDecoder {
  /// The major versions this parser reads.
  static let supportedMajorVersions = 2...4

  package static func decode(_ root: XMLNode) throws(VASTError) -> VASTDocument {
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
    var parts = CommonParts()
    var title: XMLNode?
    var description: XMLNode?
    var advertiser: XMLNode?
    var categories: [AdCategory] = []
    var survey: XMLNode?
    var expires: XMLNode?
    var adServingId: XMLNode?
    node.forEachChild { child in
      switch child.name {
      case "AdTitle": title = title ?? child
      case "Description": description = description ?? child
      case "Advertiser": advertiser = advertiser ?? child
      case "Category": if let category = category(child) { categories.append(category) }
      case "Survey": survey = survey ?? child
      case "Expires": expires = expires ?? child
      case "AdServingId": adServingId = adServingId ?? child
      default: parts.read(child)
      }
    }
    return InLine(
      common: parts.finish(), title: title?.value, description: description?.value,
      advertiser: advertiser.flatMap { advertiser in
        advertiser.value.map { Advertiser(name: $0, id: advertiser.attribute("id")) }
      },
      categories: categories,
      survey: survey.flatMap { survey in
        survey.value.map { Survey(url: $0, type: survey.attribute("type")) }
      },
      expires: expires?.value.flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil },
      adServingId: adServingId?.value)
  }

  static func decodeWrapper(_ node: XMLNode) -> Wrapper {
    var parts = CommonParts()
    var adTagURI: XMLNode?
    var blocked: [AdCategory] = []
    node.forEachChild { child in
      switch child.name {
      case "VASTAdTagURI": adTagURI = adTagURI ?? child
      case "BlockedAdCategories": if let category = category(child) { blocked.append(category) }
      default: parts.read(child)
      }
    }
    return Wrapper(
      common: parts.finish(), adTagURI: adTagURI?.value,
      followAdditionalWrappers: node.boolAttribute("followAdditionalWrappers")
        ?? Wrapper.defaultFollowAdditionalWrappers,
      allowMultipleAds: node.boolAttribute("allowMultipleAds") ?? Wrapper.defaultAllowMultipleAds,
      fallbackOnNoAd: node.boolAttribute("fallbackOnNoAd"), blockedAdCategories: blocked)
  }

  /// The children InLine and Wrapper share, gathered in one pass over the element.
  struct CommonParts {
    private var common = AdCommon()
    private var adSystem: XMLNode?
    private var pricing: XMLNode?
    private var legacyVerifications: [AdVerification] = []

    mutating func read(_ child: XMLNode) {
      switch child.name {
      case "AdSystem": adSystem = adSystem ?? child
      case "Pricing": pricing = pricing ?? child
      case "Impression":
        if let url = child.value {
          common.impressions.append(IdentifiedURL(id: child.attribute("id"), url: url))
        }
      case "Error": if let url = child.value { common.errorURLs.append(url) }
      case "ViewableImpression":
        common.viewableImpressions.append(decodeViewableImpression(child))
      case "AdVerifications":
        common.adVerifications += child.mapChildren("Verification", decodeVerification)
      case "Extensions":
        for node in child.children("Extension") {
          common.extensions.append(decodeExtension(node))
          if node.attribute("type") == "AdVerifications" {
            legacyVerifications += node.children("AdVerifications", "Verification")
              .map(decodeVerification)
          }
        }
      case "Creatives": common.creatives += child.mapChildren("Creative", decodeCreative)
      default: break
      }
    }

    /// The shared children; verifications from `<AdVerifications>` come before the pre-4.1
    /// `<Extension type="AdVerifications">` ones.
    consuming func finish() -> AdCommon {
      var common = self.common
      common.adSystem = adSystem.flatMap { system in
        system.value.map { AdSystem(name: $0, version: system.attribute("version")) }
      }
      common.pricing = pricing.flatMap { pricing in
        pricing.value.map {
          Pricing(
            value: $0, model: pricing.attribute("model"), currency: pricing.attribute("currency"))
        }
      }
      common.adVerifications += legacyVerifications
      return common
    }
  }

  static func decodeViewableImpression(_ node: XMLNode) -> ViewableImpression {
    ViewableImpression(
      id: node.attribute("id"), viewable: node.values("Viewable"),
      notViewable: node.values("NotViewable"), viewUndetermined: node.values("ViewUndetermined"))
  }

  static func decodeVerification(_ node: XMLNode) -> AdVerification {
    AdVerification(
      vendor: node.attribute("vendor"),
      javaScriptResources: node.mapChildren("JavaScriptResource") { resource in
        resource.value.map {
          VerificationResource(
            url: $0, apiFramework: resource.attribute("apiFramework"),
            browserOptional: resource.boolAttribute("browserOptional"))
        }
      },
      executableResources: node.mapChildren("ExecutableResource") { resource in
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
      type: node.attribute("type"), attributes: node.attributes, element: node)
  }

  static func category(_ node: XMLNode) -> AdCategory? {
    node.value.map { AdCategory(value: $0, authority: node.attribute("authority")) }
  }

  static func trackingEvents(_ container: XMLNode?) -> [TrackingEvent] {
    guard let container else { return [] }
    var events: [TrackingEvent] = []
    events.reserveCapacity(container.childCount)
    container.forEachChild { node in
      guard node.name == "Tracking", let url = node.value else { return }
      var event: String?
      var offset: String?
      for (name, raw) in node.attributes {
        switch name {
        case "event": event = XMLNode.attributeValue(raw)
        case "offset": offset = XMLNode.attributeValue(raw)
        default: break
        }
      }
      guard let event else { return }
      events.append(
        TrackingEvent(
          event: TrackingEventType(rawValue: event), url: url,
          offset: offset.flatMap(AdOffset.init(vastValue:))))
    }
    return events
  }
}

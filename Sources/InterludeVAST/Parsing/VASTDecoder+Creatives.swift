/// Decoding of `<Creative>` and everything inside it.
extension VASTDecoder {
  static func decodeCreative(_ node: XMLNode) -> Creative {
    let kind: Creative.Kind? =
      if let linear = node.child("Linear") {
        .linear(decodeLinear(linear))
      } else if let nonLinear = node.child("NonLinearAds") {
        .nonLinearAds(
          NonLinearAds(
            nonLinears: nonLinear.children("NonLinear").map(decodeNonLinear),
            trackingEvents: trackingEvents(nonLinear.child("TrackingEvents"))))
      } else if let companions = node.child("CompanionAds") {
        .companionAds(
          CompanionAds(
            required: companions.attribute("required").flatMap {
              CompanionRequirement(rawValue: $0.lowercased())
            },
            companions: companions.children("Companion").map(decodeCompanion)))
      } else {
        nil
      }
    return Creative(
      id: node.attribute("id"), sequence: node.intAttribute("sequence"),
      adId: node.attribute(anyOf: "adId", "AdID", "adID"),
      apiFramework: node.attribute("apiFramework"),
      universalAdIds: node.children("UniversalAdId").compactMap { id in
        (id.value ?? id.attribute("idValue")).map {
          UniversalAdId(value: $0, registry: id.attribute("idRegistry"))
        }
      },
      extensions: node.children("CreativeExtensions", "CreativeExtension").map(decodeExtension),
      kind: kind)
  }

  static func decodeLinear(_ node: XMLNode) -> Linear {
    let mediaFiles = node.child("MediaFiles")
    return Linear(
      duration: node.child("Duration")?.value.flatMap(VASTTime.seconds(from:)),
      skipOffset: node.attribute("skipoffset").flatMap(AdOffset.init(vastValue:)),
      adParameters: adParameters(node.child("AdParameters")),
      mediaFiles: mediaFiles?.children("MediaFile").compactMap(decodeMediaFile) ?? [],
      mezzanines: mediaFiles?.children("Mezzanine").compactMap(decodeMezzanine) ?? [],
      interactiveCreativeFiles: mediaFiles?.children("InteractiveCreativeFile").compactMap {
        file in
        file.value.map {
          InteractiveCreativeFile(
            url: $0, type: file.attribute("type"), apiFramework: file.attribute("apiFramework"),
            variableDuration: file.boolAttribute("variableDuration"))
        }
      } ?? [],
      closedCaptionFiles: mediaFiles?.children("ClosedCaptionFiles", "ClosedCaptionFile")
        .compactMap { file in
          file.value.map {
            ClosedCaptionFile(url: $0, type: file.attribute("type"), language: file.attribute("language"))
          }
        } ?? [],
      videoClicks: node.child("VideoClicks").map { clicks in
        VideoClicks(
          clickThrough: clicks.identifiedURLs("ClickThrough").first,
          clickTracking: clicks.identifiedURLs("ClickTracking"),
          customClicks: clicks.identifiedURLs("CustomClick"))
      },
      trackingEvents: trackingEvents(node.child("TrackingEvents")),
      icons: node.children("Icons", "Icon").map(decodeIcon))
  }

  static func decodeMediaFile(_ node: XMLNode) -> MediaFile? {
    guard let url = node.value else { return nil }
    return MediaFile(
      url: url, id: node.attribute("id"), delivery: node.attribute("delivery"),
      type: node.attribute("type"), width: node.intAttribute("width"),
      height: node.intAttribute("height"), codec: node.attribute("codec"),
      bitrate: node.intAttribute("bitrate"), minBitrate: node.intAttribute("minBitrate"),
      maxBitrate: node.intAttribute("maxBitrate"), scalable: node.boolAttribute("scalable"),
      maintainAspectRatio: node.boolAttribute("maintainAspectRatio"),
      fileSize: node.intAttribute("fileSize"), mediaType: node.attribute("mediaType"),
      apiFramework: node.attribute("apiFramework"))
  }

  static func decodeMezzanine(_ node: XMLNode) -> Mezzanine? {
    guard let url = node.value else { return nil }
    return Mezzanine(
      url: url, id: node.attribute("id"), delivery: node.attribute("delivery"),
      type: node.attribute("type"), width: node.intAttribute("width"),
      height: node.intAttribute("height"), codec: node.attribute("codec"),
      fileSize: node.intAttribute("fileSize"), mediaType: node.attribute("mediaType"))
  }

  static func decodeIcon(_ node: XMLNode) -> Icon {
    let clicks = node.child("IconClicks")
    return Icon(
      program: node.attribute("program"), width: node.intAttribute("width"),
      height: node.intAttribute("height"), xPosition: node.attribute("xPosition"),
      yPosition: node.attribute("yPosition"), duration: node.timeAttribute("duration"),
      offset: node.timeAttribute("offset"), apiFramework: node.attribute("apiFramework"),
      pixelRatio: node.doubleAttribute("pxratio"), resources: resources(node),
      clickThrough: clicks?.child("IconClickThrough")?.value,
      clickTracking: clicks?.identifiedURLs("IconClickTracking") ?? [],
      clickFallbackImages: clicks?.children("IconClickFallbackImages", "IconClickFallbackImage")
        .map { image in
          IconClickFallbackImage(
            width: image.intAttribute("width"), height: image.intAttribute("height"),
            altText: image.child("AltText")?.value, url: image.child("StaticResource")?.value)
        } ?? [],
      viewTracking: node.values("IconViewTracking"))
  }

  static func decodeNonLinear(_ node: XMLNode) -> NonLinear {
    NonLinear(
      id: node.attribute("id"), width: node.intAttribute("width"),
      height: node.intAttribute("height"), expandedWidth: node.intAttribute("expandedWidth"),
      expandedHeight: node.intAttribute("expandedHeight"), scalable: node.boolAttribute("scalable"),
      maintainAspectRatio: node.boolAttribute("maintainAspectRatio"),
      minSuggestedDuration: node.timeAttribute("minSuggestedDuration"),
      apiFramework: node.attribute("apiFramework"), resources: resources(node),
      adParameters: adParameters(node.child("AdParameters")),
      clickThrough: node.child("NonLinearClickThrough")?.value,
      clickTracking: node.identifiedURLs("NonLinearClickTracking"))
  }

  static func decodeCompanion(_ node: XMLNode) -> Companion {
    Companion(
      id: node.attribute("id"), width: node.intAttribute("width"),
      height: node.intAttribute("height"), assetWidth: node.intAttribute("assetWidth"),
      assetHeight: node.intAttribute("assetHeight"),
      expandedWidth: node.intAttribute("expandedWidth"),
      expandedHeight: node.intAttribute("expandedHeight"),
      apiFramework: node.attribute("apiFramework"),
      adSlotId: node.attribute(anyOf: "adSlotID", "adSlotId"),
      pixelRatio: node.doubleAttribute("pxratio"),
      renderingMode: node.attribute("renderingMode").map(CompanionRenderingMode.init(rawValue:)),
      resources: resources(node), adParameters: adParameters(node.child("AdParameters")),
      altText: node.child("AltText")?.value,
      clickThrough: node.child("CompanionClickThrough")?.value,
      clickTracking: node.identifiedURLs("CompanionClickTracking"),
      trackingEvents: trackingEvents(node.child("TrackingEvents")))
  }

  /// The `<StaticResource>`, `<IFrameResource>` and `<HTMLResource>` children, in order.
  static func resources(_ node: XMLNode) -> [CreativeResource] {
    node.children.compactMap { child in
      guard let value = child.value else { return nil }
      switch child.name {
      case "StaticResource":
        return .staticResource(url: value, creativeType: child.attribute("creativeType"))
      case "IFrameResource": return .iframe(url: value)
      case "HTMLResource": return .html(value)
      default: return nil
      }
    }
  }

  static func adParameters(_ node: XMLNode?) -> AdParameters? {
    guard let node, let value = node.value else { return nil }
    return AdParameters(value: value, xmlEncoded: node.boolAttribute("xmlEncoded"))
  }
}

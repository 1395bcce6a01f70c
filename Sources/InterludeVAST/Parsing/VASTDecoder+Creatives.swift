/// Decoding of `<Creative>` and everything inside it.
extension VASTDecoder {
  /// A creative with every body it holds: VAST 4 allows `<Linear>`, `<NonLinearAds>` and
  /// `<CompanionAds>` together, and a VAST 2 or 3 creative that breaks its one-body rule keeps
  /// them all too (the validator warns). The first element of each name counts.
  static func decodeCreative(_ node: XMLNode) -> Creative {
    var linear: XMLNode?
    var nonLinearAds: XMLNode?
    var companionAds: XMLNode?
    node.forEachChild { child in
      switch child.name {
      case "Linear": linear = linear ?? child
      case "NonLinearAds": nonLinearAds = nonLinearAds ?? child
      case "CompanionAds": companionAds = companionAds ?? child
      default: break
      }
    }
    return Creative(
      id: node.attribute("id"), sequence: node.intAttribute("sequence"),
      adId: node.attribute(anyOf: "adId", "AdID", "adID"),
      apiFramework: node.attribute("apiFramework"),
      universalAdIds: node.mapChildren("UniversalAdId") { id in
        (id.value ?? id.attribute("idValue")).map {
          UniversalAdId(value: $0, registry: id.attribute("idRegistry"))
        }
      },
      extensions: node.children("CreativeExtensions", "CreativeExtension").map(decodeExtension),
      linear: linear.map(decodeLinear),
      nonLinearAds: nonLinearAds.map { nonLinear in
        NonLinearAds(
          nonLinears: nonLinear.mapChildren("NonLinear", decodeNonLinear),
          trackingEvents: trackingEvents(nonLinear.child("TrackingEvents")))
      },
      companionAds: companionAds.map { companions in
        CompanionAds(
          required: companions.attribute("required").flatMap {
            CompanionRequirement(rawValue: $0.lowercased())
          },
          companions: companions.mapChildren("Companion", decodeCompanion))
      })
  }

  static func decodeLinear(_ node: XMLNode) -> Linear {
    var linear = Linear(
      skipOffset: node.attribute("skipoffset").flatMap(AdOffset.init(vastValue:)))
    var duration: XMLNode?
    var adParameters: XMLNode?
    var videoClicks: XMLNode?
    var trackingEvents: XMLNode?
    var mediaFiles: XMLNode?
    var icons: XMLNode?
    node.forEachChild { child in
      switch child.name {
      case "Duration": duration = duration ?? child
      case "AdParameters": adParameters = adParameters ?? child
      case "MediaFiles": mediaFiles = mediaFiles ?? child
      case "VideoClicks": videoClicks = videoClicks ?? child
      case "TrackingEvents": trackingEvents = trackingEvents ?? child
      case "Icons": icons = icons ?? child
      default: break
      }
    }
    linear.duration = duration?.value.flatMap(VASTTime.seconds(from:))
    linear.adParameters = Self.adParameters(adParameters)
    linear.mediaFiles.reserveCapacity(mediaFiles?.childCount ?? 0)
    mediaFiles?.forEachChild { file in
      switch file.name {
      case "MediaFile":
        if let mediaFile = decodeMediaFile(file) { linear.mediaFiles.append(mediaFile) }
      case "Mezzanine":
        if let mezzanine = decodeMezzanine(file) { linear.mezzanines.append(mezzanine) }
      case "InteractiveCreativeFile":
        if let url = file.value {
          linear.interactiveCreativeFiles.append(
            InteractiveCreativeFile(
              url: url, type: file.attribute("type"), apiFramework: file.attribute("apiFramework"),
              variableDuration: file.boolAttribute("variableDuration")))
        }
      case "ClosedCaptionFiles":
        for caption in file.children("ClosedCaptionFile") {
          guard let url = caption.value else { continue }
          linear.closedCaptionFiles.append(
            ClosedCaptionFile(
              url: url, type: caption.attribute("type"), language: caption.attribute("language")))
        }
      default: break
      }
    }
    linear.videoClicks = videoClicks.map { clicks in
      var result = VideoClicks()
      clicks.forEachChild { click in
        guard let url = click.value else { return }
        let element = IdentifiedURL(id: click.attribute("id"), url: url)
        switch click.name {
        case "ClickThrough": result.clickThrough = result.clickThrough ?? element
        case "ClickTracking": result.clickTracking.append(element)
        case "CustomClick": result.customClicks.append(element)
        default: break
        }
      }
      return result
    }
    linear.trackingEvents = Self.trackingEvents(trackingEvents)
    linear.icons = icons?.mapChildren("Icon", decodeIcon) ?? []
    return linear
  }

  static func decodeMediaFile(_ node: XMLNode) -> MediaFile? {
    guard let url = node.value else { return nil }
    var file = MediaFile(url: url)
    for (name, raw) in node.attributes {
      switch name {
      case "id": file.id = XMLNode.attributeValue(raw)
      case "delivery": file.delivery = XMLNode.attributeValue(raw)
      case "type": file.type = XMLNode.attributeValue(raw)
      case "width": file.width = XMLNode.int(raw)
      case "height": file.height = XMLNode.int(raw)
      case "codec": file.codec = XMLNode.attributeValue(raw)
      case "bitrate": file.bitrate = XMLNode.int(raw)
      case "minBitrate": file.minBitrate = XMLNode.int(raw)
      case "maxBitrate": file.maxBitrate = XMLNode.int(raw)
      case "scalable": file.scalable = XMLNode.bool(attribute: raw)
      case "maintainAspectRatio": file.maintainAspectRatio = XMLNode.bool(attribute: raw)
      case "fileSize": file.fileSize = XMLNode.int(raw)
      case "mediaType": file.mediaType = XMLNode.attributeValue(raw)
      case "apiFramework": file.apiFramework = XMLNode.attributeValue(raw)
      default: break
      }
    }
    return file
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

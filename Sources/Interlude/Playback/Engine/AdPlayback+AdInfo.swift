import Foundation

extension AdPlayback {
  /// The ``AdInfo`` of the ad: the resolved ad, the chosen media file and the pod info.
  func makeAdInfo() -> AdInfo {
    let inLine = resolvedAd.inLine
    let adDuration = linear?.duration ?? (duration > 0 ? duration : -1)
    let skipTimeOffset: Double =
      if let offset = linear?.skipOffset, adDuration >= 0 {
        max(0, offset.seconds(ofDuration: adDuration))
      } else {
        -1
      }
    let file = mediaFile
    var info = AdInfo(
      adId: resolvedAd.ad.id, duration: adDuration, skipTimeOffset: skipTimeOffset,
      podInfo: podInfo)
    info.title = inLine.title
    info.description = inLine.description
    info.system = inLine.common.adSystem?.name
    info.creativeId = creative?.id
    info.creativeAdId = creative?.adId
    info.universalAdIds = creative?.universalAdIds ?? []
    info.wrapperAdIds = resolvedAd.wrappers.compactMap(\.adId)
    info.wrapperSystems = resolvedAd.wrappers.compactMap(\.adSystem)
    info.wrapperCreativeIds = resolvedAd.wrappers.flatMap(\.creativeIds)
    info.traffickingParameters = linear?.adParameters?.value
    info.advertiserName = inLine.advertiser?.name
    info.dealId = Self.dealId(in: inLine.common.extensions)
    info.mediaWidth = file?.width ?? 0
    info.mediaHeight = file?.height ?? 0
    info.mediaBitrate = file?.bitrate ?? 0
    info.contentType = file?.type
    info.mediaURL = mediaURL
    info.isLinear = true
    info.clickThroughURL = clickThroughURL
    info.icons = linear?.icons ?? []
    info.uiElements = settings.uiElements
    info.isUiDisabled = settings.disableUi
    info.surveyURL = inLine.survey.map { $0.url.trimmingCharacters(in: .whitespacesAndNewlines) }
    return info
  }

  /// The text of the first extension whose type mentions a deal, tags stripped.
  static func dealId(in extensions: [Extension]) -> String? {
    for item in extensions where item.type?.lowercased().contains("deal") == true {
      var text = ""
      var inTag = false
      for character in item.xml {
        if character == "<" {
          inTag = true
        } else if character == ">" {
          inTag = false
        } else if !inTag {
          text.append(character)
        }
      }
      let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if !value.isEmpty { return value }
    }
    return nil
  }
}

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
    return AdInfo(
      adId: resolvedAd.ad.id, title: inLine.title, description: inLine.description,
      system: inLine.common.adSystem?.name, duration: adDuration, skipTimeOffset: skipTimeOffset,
      podInfo: podInfo, creativeId: creative?.id, creativeAdId: creative?.adId,
      universalAdIds: creative?.universalAdIds ?? [],
      wrapperAdIds: resolvedAd.wrappers.compactMap(\.adId),
      wrapperSystems: resolvedAd.wrappers.compactMap(\.adSystem),
      wrapperCreativeIds: resolvedAd.wrappers.flatMap(\.creativeIds),
      traffickingParameters: linear?.adParameters?.value, advertiserName: inLine.advertiser?.name,
      dealId: Self.dealId(in: inLine.common.extensions), mediaWidth: file?.width ?? 0,
      mediaHeight: file?.height ?? 0, mediaBitrate: file?.bitrate ?? 0, contentType: file?.type,
      mediaURL: mediaURL, isLinear: true, clickThroughURL: clickThroughURL,
      icons: linear?.icons ?? [])
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

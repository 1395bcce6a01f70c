public import Foundation

/// The ad being played, as the app sees it: IMA's `IMAAd`, plus the chosen media file.
public struct AdInfo: Hashable, Sendable {
  /// The `<Ad id>`.
  public var adId: String?
  /// `<AdTitle>`.
  public var title: String?
  /// `<Description>`.
  public var description: String?
  /// `<AdSystem>` of the InLine.
  public var system: String?
  /// The linear creative's duration in seconds (-1 when unknown).
  public var duration: Double
  /// When the ad may be skipped, in seconds (-1 when it is not skippable).
  public var skipTimeOffset: Double
  /// Whether the ad can be skipped.
  public var isSkippable: Bool { skipTimeOffset >= 0 }
  /// Where the ad sits in its break.
  public var podInfo: AdPodInfo
  /// The linear creative's `id`.
  public var creativeId: String?
  /// The linear creative's `adId` (Ad-ID / ISCI).
  public var creativeAdId: String?
  /// The creative's universal ad ids.
  public var universalAdIds: [UniversalAdId] = []
  /// The `<Ad id>` of every wrapper, outermost first.
  public var wrapperAdIds: [String] = []
  /// The `<AdSystem>` of every wrapper, outermost first.
  public var wrapperSystems: [String] = []
  /// The wrappers' creative ids, outermost first.
  public var wrapperCreativeIds: [String] = []
  /// `<AdParameters>` of the linear creative (IMA's trafficking parameters).
  public var traffickingParameters: String?
  /// `<Advertiser>`.
  public var advertiserName: String?
  /// The deal id, from the first `<Extension type="...deal...">` when there is one.
  public var dealId: String?
  /// The chosen media file's width, height and bitrate (kbit/s), 0 when unknown.
  public var mediaWidth: Int = 0
  /// The chosen media file's height.
  public var mediaHeight: Int = 0
  /// The chosen media file's bitrate in kbit/s.
  public var mediaBitrate: Int = 0
  /// The chosen media file's MIME type (IMA's `contentType`).
  public var contentType: String?
  /// The chosen media file's URL: what IMA never tells the app.
  public var mediaURL: URL?
  /// Whether the ad is linear (IMA's `linear`). Interlude plays linear creatives only, so every
  /// ad it reports is linear; the overlay hides itself for an ad that is not.
  public var isLinear: Bool = true
  /// The landing page a click opens (http or https only), or nil: the overlay's "learn more".
  public var clickThroughURL: URL?
  /// The linear creative's `<Icons>` (AdChoices and other industry icons), in document order:
  /// the index of an icon here is the one ``AdsManager/iconViewed(at:)`` and
  /// ``AdsManager/iconClicked(at:)`` take. ``AdOverlayModel/visibleIcons(of:at:text:)`` says which
  /// to draw when.
  public var icons: [Icon] = []
  /// The overlay elements shown during the ad: the manager's
  /// ``AdsRenderingSettings/uiElements`` (IMA's `uiElements`).
  public var uiElements: Set<AdsRenderingSettings.UIElement> = []
  /// Whether the app draws its own UI for the ad: the manager's
  /// ``AdsRenderingSettings/disableUi`` (IMA's `isUiDisabled`).
  public var isUiDisabled = false
  /// The width of the selected creative when it is non-linear, 0 for a linear one (IMA's
  /// `width`); Interlude plays linear creatives only, so it is 0 for every ad it reports. The
  /// media file's size is ``mediaWidth`` and ``mediaHeight``.
  public var width: Int = 0
  /// The height of the selected creative when it is non-linear, 0 for a linear one (IMA's
  /// `height`); see ``width``.
  public var height: Int = 0
  /// The InLine's `<Survey>` URL (deprecated in VAST 4.1), as written (IMA's `surveyURL`).
  public var surveyURL: String?

  /// Creates ad information with what an overlay's timing needs; every other value starts
  /// unknown (nil, 0 or empty) and is set as a property. The SDK fills every value for the ads
  /// it plays; build one yourself for previews and tests.
  package init(
    adId: String? = nil, duration: Double = -1, skipTimeOffset: Double = -1,
    podInfo: AdPodInfo = AdPodInfo()
  ) {
    self.adId = adId
    self.duration = duration
    self.skipTimeOffset = skipTimeOffset
    self.podInfo = podInfo
  }
}

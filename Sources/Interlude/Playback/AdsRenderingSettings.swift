/// Per-manager playback settings: IMA's `IMAAdsRenderingSettings`.
public struct AdsRenderingSettings: Hashable, Sendable {
  /// The MIME types to play, in preference order; empty means what the display can play.
  public var mimeTypes: [String] = []
  /// The highest bitrate to choose, in kbit/s; nil picks automatically.
  public var bitrate: Int?
  /// How long a media file may take to load before the ad fails with 402, in seconds. As in
  /// IMA, -1 (or any value of 0 or less) means the default, 8 s.
  public var loadVideoTimeout: Double = 8
  /// VMAP only: breaks at or before this content time (seconds) are not played.
  public var playAdsAfterTime: Double?
  /// The overlay elements to show; the Apple layer's overlay reads them through
  /// ``AdOverlayModel``. IMA shows its skip button and "learn more" whatever this says; here
  /// each can be hidden. All four by default.
  public var uiElements: Set<UIElement> = Set(UIElement.allCases)
  /// Whether the app draws its own ad UI instead of the overlay (then it calls
  /// ``AdsManager/clicked()`` and ``AdsManager/skip()`` from its own controls).
  public var disableUi = false
  /// Whether the display is hinted at an ad's media before the ad loads it (IMA's default:
  /// true): the next ad of a pod when an ad starts, the first ad of a break when it is announced
  /// or its cue point is within ``LoadingSettings/breakPrefetchLeadTime``. See
  /// ``VideoDisplay/preload(_:mimeType:)``. A hint fires no beacon. VMAP break fetching ahead of
  /// the cue is separate: ``LoadingSettings/breakPrefetchLeadTime``.
  public var enablePreloading = true
  /// What to do when the content playhead jumps over cue points.
  public var seekPolicy: SeekPolicy = .playLastSkipped
  /// Hears when click-throughs open and close (IMA's `linkOpenerDelegate`), held weakly.
  /// ``AdsManager/initialize(with:)`` hands it to the container's ``LinkOpener`` through
  /// ``LinkOpener/configure(with:)``; the Apple layer's `SafariLinkOpener` calls it.
  public var linkOpenerDelegate: (any LinkOpenerDelegate)? {
    get { linkOpenerDelegateReference.object as? any LinkOpenerDelegate }
    set { linkOpenerDelegateReference = WeakReference(newValue) }
  }
  private var linkOpenerDelegateReference = WeakReference(nil)
  /// What presents click-throughs in an in-app browser, held weakly: IMA's
  /// `linkOpenerPresentingController`, untyped because the core has no UIKit. Set it through
  /// the Apple layer's typed `linkOpenerPresentingController` (a `UIViewController`); the
  /// container's ``LinkOpener`` reads it in ``LinkOpener/configure(with:)``.
  package var linkOpenerPresenter: (any AnyObject & Sendable)? {
    get { linkOpenerPresenterReference.object }
    set { linkOpenerPresenterReference = WeakReference(newValue) }
  }
  private var linkOpenerPresenterReference = WeakReference(nil)

  /// UI elements the SDK can draw.
  public enum UIElement: String, Hashable, Sendable, CaseIterable {
    /// "Ad" attribution, with the position in the pod ("Ad 1 of 3").
    case adAttribution
    /// The countdown to the end of the ad.
    case countdown
    /// The skip button of a skippable ad (with its "Skip in 5" countdown).
    case skipButton
    /// "Learn more", opening the click-through.
    case learnMore
  }

  /// The media load timeout when ``loadVideoTimeout`` asks for the default: 8 s.
  package static let defaultLoadVideoTimeout: Double = 8

  /// The media load timeout playback applies, in seconds: ``loadVideoTimeout`` when it is
  /// positive, else ``defaultLoadVideoTimeout``.
  package var effectiveLoadVideoTimeout: Double {
    loadVideoTimeout > 0 ? loadVideoTimeout : Self.defaultLoadVideoTimeout
  }

  /// IMA's defaults.
  public init() {}
}

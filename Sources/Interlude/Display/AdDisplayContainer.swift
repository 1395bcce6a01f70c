/// Where ads are shown: IMA's `IMAAdDisplayContainer`, without UIKit.
///
/// The core holds what loading and scheduling need (the player's size, the companion slots);
/// the Apple layer attaches the views. One container serves one ads manager at a time.
@MainActor
public final class AdDisplayContainer {
  /// The player's size in points, sent as `sz` and `[PLAYERSIZE]`.
  public var playerSize: DeviceInfo.PlayerSize?
  /// The companion slots the app offers; companions are matched to them by size.
  public var companionSlots: [CompanionAdSlot]
  /// Plays the ads' media: `AVPlayerVideoDisplay` of `InterludeUI`, or the app's own
  /// ``VideoDisplay``. Without one, every ad fails to load its media and content resumes.
  public var videoDisplay: (any VideoDisplay)?
  /// Opens click-throughs (only http and https URLs are handed over).
  public var linkOpener: (any LinkOpener)?
  /// Whether the content plays in Picture in Picture. While it does, a due break plays in the
  /// floating window when the ``videoDisplay`` plays ads in the content's own player
  /// (``VideoDisplay/playsInContentPlayer``); with any other display it waits (checked every
  /// half second) and plays once Picture in Picture ends. The Apple layer sets it: IMA's
  /// Picture in Picture proxy, or an observer of `AVPictureInPictureController`.
  public var isPictureInPictureActive = false
  /// Views over the player that measurement must not count as hiding the ad; each ad's
  /// ``openMeasurement`` session gets them as they are when the ad starts.
  public var friendlyObstructions: [FriendlyObstruction] = []
  /// Measures the ads with the IAB Open Measurement SDK through the app's adapter; read when
  /// the ads are requested. Without one, each ad's verifications report
  /// `verificationNotExecuted` (reason 2, not supported). IMA runs the OM SDK itself: see
  /// ``OpenMeasurement``.
  public var openMeasurement: (any OpenMeasurement)?

  /// Creates a container.
  public init(
    videoDisplay: (any VideoDisplay)? = nil, playerSize: DeviceInfo.PlayerSize? = nil,
    companionSlots: [CompanionAdSlot] = [], linkOpener: (any LinkOpener)? = nil
  ) {
    self.videoDisplay = videoDisplay
    self.playerSize = playerSize
    self.companionSlots = companionSlots
    self.linkOpener = linkOpener
  }
}

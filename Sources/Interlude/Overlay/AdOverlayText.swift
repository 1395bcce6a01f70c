/// The overlay's words, replaceable for localisation. `{position}`, `{total}` and `{seconds}`
/// are replaced by numbers.
public struct AdOverlayText: Hashable, Sendable {
  /// The attribution of an ad in a pod of several.
  public var adInPod = "Ad {position} of {total}"
  /// The attribution of a single ad.
  public var ad = "Ad"
  /// The skip button before the skip offset.
  public var skipIn = "Skip in {seconds}"
  /// The skip button once skipping is allowed.
  public var skip = "Skip ad"
  /// The click-through button.
  public var learnMore = "Learn more"
  /// The watermark of ``Settings/enableDebugMode`` (``AdOverlayModel/showsDebugWatermark``).
  public var debugWatermark = "Interlude debug"

  /// English, as IMA shows it.
  public init() {}
}

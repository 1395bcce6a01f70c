extension OpenMeasurementEvent {
  /// Where the ad plays relative to the content: `OMIDPosition` (a VAST response played on its
  /// own is a pre-roll).
  public enum Position: String, Hashable, Sendable, CaseIterable {
    /// Before the content.
    case preroll
    /// During the content.
    case midroll
    /// After the content.
    case postroll

    /// The position of an ad whose break starts at `timeOffset` (IMA's: 0 a pre-roll, -1 a
    /// post-roll, any other a mid-roll).
    init(timeOffset: Double) {
      self =
        switch timeOffset {
        case 0: .preroll
        case -1: .postroll
        default: .midroll
        }
    }
  }
}

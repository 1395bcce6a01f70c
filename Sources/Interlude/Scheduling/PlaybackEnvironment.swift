/// What an ``AdsManager`` plays with: the display, the content's playhead, the clock, and where
/// click-throughs go. The loader fills it from the request and its own configuration.
@MainActor
struct PlaybackEnvironment {
  var display: (any VideoDisplay)?
  var contentPlayhead: (any ContentPlayhead)?
  var clock: any PlaybackClock
  var linkOpener: (any LinkOpener)?
  var companionSlots: [CompanionAdSlot] = []
  /// Measures each ad (the container's ``AdDisplayContainer/openMeasurement``).
  var openMeasurement: (any OpenMeasurement)?
  /// The container's friendly obstructions now, passed to each ad's measurement session.
  var friendlyObstructions: @MainActor () -> [FriendlyObstruction] = { [] }
  var autoPlayAdBreaks: Bool
  /// Whether the content plays in Picture in Picture now (see ``BreakAction``).
  var isPictureInPictureActive: @MainActor () -> Bool = { false }
}

/// How a break that waits for `start()` is announced, given where its ads stand.
///
/// IMA's cue to call `start()` is LOADED for the break's first ad; when ad rules' breaks do not
/// start on their own it is AD_BREAK_READY instead, and so it is for a break with nothing to play
/// (its error comes when it starts). `autoPlayAdBreaks` applies to ad rules (VMAP) only: a single
/// VAST response is announced with LOADED whatever it says.
enum BreakAnnouncement: Equatable {
  /// AD_BREAK_READY.
  case breakReady
  /// The break's ads come from a tag not fetched yet: fetch them, then announce again.
  case fetchFirst
  /// LOADED for `first`, the first of the break's playable `ads`, prepared (and its media
  /// preloaded) so that `start()` plays it at once.
  case firstAdLoaded(ResolvedAd, of: [ResolvedAd])

  /// Decides the announcement.
  ///
  /// - Parameters:
  ///   - state: where the break's ads stand.
  ///   - autoPlayAdBreaks: ``Settings/autoPlayAdBreaks``.
  ///   - isAdRules: whether the response was VMAP; `autoPlayAdBreaks` counts only then.
  init(state: ScheduledAdBreak.State, autoPlayAdBreaks: Bool, isAdRules: Bool) {
    guard autoPlayAdBreaks || !isAdRules else {
      self = .breakReady
      return
    }
    switch state {
    case .pending:
      self = .fetchFirst
    case .loaded(let resolution):
      let ads = resolution.playableAds
      self = ads.first.map { .firstAdLoaded($0, of: ads) } ?? .breakReady
    case .loading, .failed, .empty:
      self = .breakReady
    }
  }
}

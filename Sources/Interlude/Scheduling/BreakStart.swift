/// What starting a break does, given where its ads stand.
enum BreakStart: Equatable {
  /// The break's ads are not fetched yet, or are being fetched: wait for them, then start
  /// again.
  case fetchFirst
  /// The break cannot play: AD_BREAK_FETCH_ERROR, and the error to the delegate.
  case fail(AdError)
  /// The break plays these ads, in order.
  case play([ResolvedAd])

  /// Decides the start.
  ///
  /// A break without ads fails with ``AdErrorCode/vastEmptyResponse`` (its VMAP break has no ad
  /// source, or its response has no playable ad); a break whose response had no playable ad
  /// but failures fails with the first failure's error.
  init(state: ScheduledAdBreak.State) {
    switch state {
    case .pending, .loading:
      self = .fetchFirst
    case .failed(let error):
      self = .fail(error)
    case .empty:
      self = .fail(
        AdError(type: .loadingFailed, code: .vastEmptyResponse, message: "The break has no ads"))
    case .loaded(let resolution):
      let ads = resolution.playableAds
      guard !ads.isEmpty else {
        self = .fail(
          resolution.failures.first?.error
            ?? AdError(type: .loadingFailed, code: .vastEmptyResponse, message: "No ads"))
        return
      }
      self = .play(ads)
    }
  }
}

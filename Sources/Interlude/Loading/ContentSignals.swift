/// What a request says about its content: IMA's `contentTitle`, `contentKeywords` and
/// `contentDuration`.
///
/// Sent to the hosts of ``LoadingSettings/adTagParameterHosts`` as `vid_t`, `vid_kw` and
/// `vid_d` (see ``AdTagParameters``).
struct ContentSignals: Hashable, Sendable {
  /// The content's title.
  var title: String?
  /// Keywords describing the content.
  var keywords: [String] = []
  /// The content's duration in seconds.
  var duration: Double?

  /// Signals that say nothing.
  init() {}

  /// The signals of `request`.
  init(_ request: AdsRequest) {
    title = request.contentTitle
    keywords = request.contentKeywords
    duration = request.contentDuration
  }
}

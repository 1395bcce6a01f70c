extension Duration {
  /// The duration in seconds, as Foundation's APIs take it (`TimeInterval`, as in
  /// `URLRequest.timeoutInterval` and `Date.addingTimeInterval`).
  package var timeInterval: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}

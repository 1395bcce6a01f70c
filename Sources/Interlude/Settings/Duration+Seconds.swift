extension Duration {
  /// The duration in seconds, for the clocks and timers that count in `Double` seconds.
  package var inSeconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

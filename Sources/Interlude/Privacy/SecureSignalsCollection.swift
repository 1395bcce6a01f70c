/// One round of asking ``SecureSignalsProvider``s for their signals: all at once, in their
/// order, done when every provider has answered or the timeout has passed on the loader's
/// clock, whichever is first. A provider that throws, or answers late, contributes nothing.
@MainActor
final class SecureSignalsCollection {
  private var results: [SecureSignal?]
  private var remaining: Int
  private var continuation: CheckedContinuation<[SecureSignal], Never>?
  private var timer: PlaybackTimer?

  private init(count: Int, continuation: CheckedContinuation<[SecureSignal], Never>) {
    results = Array(repeating: nil, count: count)
    remaining = count
    self.continuation = continuation
  }

  /// The signals `providers` give within `timeout` seconds of `clock`, in the providers' order.
  static func collect(
    from providers: [any SecureSignalsProvider], timeout: Double, clock: any PlaybackClock
  ) async -> [SecureSignal] {
    guard !providers.isEmpty else { return [] }
    return await withCheckedContinuation { continuation in
      let collection = SecureSignalsCollection(count: providers.count, continuation: continuation)
      collection.timer = clock.schedule(after: max(0, timeout)) { collection.finish() }
      for (index, provider) in providers.enumerated() {
        Task { @MainActor in
          let data = try? await provider.collectSignals()
          collection.record(index, data.map { SecureSignal(source: provider.source, data: $0) })
        }
      }
    }
  }

  private func record(_ index: Int, _ signal: SecureSignal?) {
    guard continuation != nil else { return }
    results[index] = signal
    remaining -= 1
    if remaining == 0 { finish() }
  }

  private func finish() {
    timer?.cancel()
    timer = nil
    continuation?.resume(returning: results.compactMap { $0 })
    continuation = nil
  }
}

import Foundation

/// Collects the lines a loader writes in debug mode, from any thread.
final class DebugLines: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []

  /// The sink to give ``AdsLoader``'s `debugLog`.
  var sink: @Sendable (String) -> Void {
    { [self] line in lock.withLock { recorded.append(line) } }
  }

  /// Every line so far, in order.
  var all: [String] {
    lock.withLock { recorded }
  }

  /// The first line containing `text`, and its index.
  func first(containing text: String) -> (index: Int, line: String)? {
    let lines = all
    return lines.firstIndex { $0.contains(text) }.map { ($0, lines[$0]) }
  }

  /// Whether some line contains `text`.
  func contain(_ text: String) -> Bool {
    first(containing: text) != nil
  }

  /// Waits (polling, up to `timeout` seconds) until some line contains `text`.
  func waitFor(_ text: String, timeout: Double = 5) async {
    let deadline = Date().addingTimeInterval(timeout)
    while !contain(text), Date() < deadline {
      try? await Task.sleep(nanoseconds: 2_000_000)
    }
  }
}

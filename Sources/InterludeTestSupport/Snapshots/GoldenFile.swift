public import Foundation

/// Compares text with a golden file, recording it when missing or when asked to.
///
/// Set `RECORD_SNAPSHOTS=1` (or `INTERLUDE_UPDATE_SNAPSHOTS=1`) to rewrite every golden file
/// from the current output. A missing file is recorded and reported as a failure, so a new
/// snapshot is never passed silently.
public enum GoldenFile {
  /// The environment variable that turns recording on.
  public static let recordKey = "RECORD_SNAPSHOTS"
  /// Another name for ``recordKey``.
  public static let updateKey = "INTERLUDE_UPDATE_SNAPSHOTS"

  /// Whether recording is on.
  public static var isRecording: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment[recordKey] == "1" || environment[updateKey] == "1"
  }

  /// The outcome of a comparison.
  public enum Outcome: Equatable, Sendable {
    /// The text equals the golden file.
    case matched
    /// The golden file was written (it was missing, or recording is on).
    case recorded(path: String)
    /// The text differs; `diff` shows the first differing line.
    case mismatch(diff: String)
  }

  /// Compares `actual` with the file at `url`.
  public static func verify(_ actual: String, against url: URL) -> Outcome {
    let record = isRecording
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if record || existing == nil {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return .recorded(path: url.path)
      } catch {
        return .mismatch(diff: "could not record \(url.path): \(error)")
      }
    }
    guard let expected = existing, expected != actual else { return .matched }
    return .mismatch(diff: firstDifference(expected: expected, actual: actual))
  }

  private static func firstDifference(expected: String, actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let left = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
      let right = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
      if left != right {
        return "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)"
      }
    }
    return "texts differ only in line endings"
  }
}

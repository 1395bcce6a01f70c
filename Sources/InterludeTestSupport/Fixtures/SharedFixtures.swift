public import Foundation

/// Locates the shared fixture corpus (`../shared/fixtures` beside the repository).
///
/// The corpus is not part of a user's clone, so every test that reads it must skip when
/// ``directory`` is nil, with ``unavailableMessage`` as the reason.
public enum SharedFixtures {
  /// The environment variable that overrides the corpus location.
  public static let environmentKey = "INTERLUDE_SHARED_FIXTURES"

  /// The message tests give when they skip because the corpus is absent.
  public static let unavailableMessage =
    "../shared/fixtures is absent (a fresh clone has no shared corpus); set \(environmentKey) to run these tests"

  /// The `fixtures` folder, or nil when it cannot be found.
  public static let directory: URL? = {
    let fileManager = FileManager.default
    if let override = ProcessInfo.processInfo.environment[environmentKey] {
      let url = URL(fileURLWithPath: override, isDirectory: true)
      return fileManager.fileExists(atPath: url.path) ? url : nil
    }
    let candidate = RepositoryPaths.root.deletingLastPathComponent()
      .appendingPathComponent("shared/fixtures", isDirectory: true)
    return fileManager.fileExists(atPath: candidate.path) ? candidate : nil
  }()

  /// The `fixtures/vast` folder, or nil when the corpus is absent.
  public static var vastDirectory: URL? {
    directory?.appendingPathComponent("vast", isDirectory: true)
  }

  /// Every file below a folder with one of the given extensions, sorted by relative path.
  public static func files(under directory: URL, extensions: Set<String>) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: nil)
    else { return [] }
    return enumerator.compactMap { $0 as? URL }
      .filter { extensions.contains($0.pathExtension.lowercased()) }
      .sorted { $0.path < $1.path }
  }

  /// The path of a file relative to a folder, with `/` separators.
  public static func relativePath(of file: URL, under directory: URL) -> String {
    let base = directory.standardizedFileURL.path
    let path = file.standardizedFileURL.path
    return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
  }
}

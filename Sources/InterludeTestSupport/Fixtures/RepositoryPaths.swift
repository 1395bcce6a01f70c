public import Foundation

/// Paths inside this repository, found from this source file's location.
public enum RepositoryPaths {
  /// The repository's root folder (the one holding `Package.swift`).
  public static let root: URL = {
    // This file is Sources/InterludeTestSupport/Fixtures/RepositoryPaths.swift.
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }()

  /// The `Examples` folder of sample documents that ship with the repository.
  public static var examples: URL {
    root.appendingPathComponent("Examples", isDirectory: true)
  }
}

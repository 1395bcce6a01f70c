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

  /// The repository's own consent fixtures (`Tests/Fixtures/consent`): small hand-written files
  /// (a Global Vendor List and its French translation) that tests use when the shared corpus
  /// is absent.
  public static var consentFixtures: URL {
    root.appendingPathComponent("Tests/Fixtures/consent", isDirectory: true)
  }
}

import Foundation
import Interlude
import InterludeTestSupport
import Testing

@testable import InterludeCLI

/// The version has one source, `InterludeSDK.version`: the CLI prints it, and every podspec
/// (CocoaPods cannot read Swift, so each states it) says the same.
@Suite("Release: one version")
struct VersionTests {
  /// The `s.version = '…'` line of each podspec at the repository's root.
  private static func podspecVersions() throws -> [String: String] {
    let files = try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.root.path)
      .filter { $0.hasSuffix(".podspec") }
    var versions: [String: String] = [:]
    for file in files {
      let text = try String(
        contentsOf: RepositoryPaths.root.appendingPathComponent(file), encoding: .utf8)
      let line = text.split(separator: "\n").first {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("s.version = ")
      }
      versions[file] = line.map { String($0.split(separator: "'").dropFirst().first ?? "") }
    }
    return versions
  }

  @Test("each podspec states InterludeSDK.version")
  func podspecsStateTheSDKVersion() throws {
    let versions = try Self.podspecVersions()
    #expect(versions.count == 6, "podspecs found: \(versions.keys.sorted())")
    for (file, version) in versions {
      #expect(version == InterludeSDK.version, "\(file) says \(version)")
    }
  }

  @Test("`interlude --version` prints InterludeSDK.version")
  func theCLIPrintsTheSDKVersion() async {
    let result = await runCLI(["--version"])
    #expect(result.status == .success)
    #expect(result.output == "interlude \(InterludeSDK.version)\n")
  }

  @Test("CHANGELOG.md has a section for InterludeSDK.version")
  func theChangelogNamesTheVersion() throws {
    let changelog = try String(
      contentsOf: RepositoryPaths.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    #expect(changelog.contains("## [\(InterludeSDK.version)]"))
  }
}

#if os(macOS) || os(Linux)
import Foundation
import Interlude
import InterludeTestSupport
import Testing

/// The hostile-server corpus (``HostileServerCorpus``) against a real loader and transport:
/// every case ends with its defined code, within its deadline, with bounded memory, and never
/// requests what it must not.
@MainActor
@Suite(
  "End to end: hostile ad servers", .serialized,
  .enabled(if: LocalAdServer.isAvailable, "\(EndToEndHarness.unavailable)"))
struct HostileServerTests {
  /// The most resident memory one case may add.
  private static let memoryBound = 200 << 20

  @Test(
    "each hostile server gives its code in time and in bounded memory",
    arguments: HostileServerCorpus.cases)
  func hostileServer(_ hostile: HostileServerCase) async throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("interlude-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for (name, data) in HostileServerCorpus.files {
      try data.write(to: root.appendingPathComponent(name))
    }
    let server = try await LocalAdServer.start(root: root, routes: hostile.routes)
    defer { server.stop() }

    let before = ProcessFigures.residentBytes()
    let peakBefore = ProcessFigures.peakResidentBytes()
    let load = await EndToEndHarness.load(
      server.url(path: hostile.path), settings: HostileServerCase.settings,
      beacons: RecordingBeacons())
    let error = try #require(load.error, "\(hostile.name) loaded instead of failing")
    #expect(error.code == hostile.code, "\(error)")
    #expect(error.vastCode == hostile.vastCode, "\(error)")
    #expect(load.seconds < hostile.deadline, "took \(load.seconds) s")
    if let before, let after = ProcessFigures.residentBytes() {
      #expect(
        after - before < Self.memoryBound, "resident memory grew by \((after - before) >> 20) MB")
    }
    let peakGrowth = ProcessFigures.peakResidentBytes() - peakBefore
    #expect(peakGrowth < Self.memoryBound, "peak memory grew by \(peakGrowth >> 20) MB")
    let paths = try await EndToEndHarness.paths(server)
    for forbidden in hostile.forbiddenPaths { #expect(!paths.contains(forbidden), "\(paths)") }
  }
}
#endif

import Foundation
import InterludeTestSupport
import Testing

/// The `interlude` binary as a user installs it: built, then copied alone into a folder (on the
/// PATH, say). Every command must work from there, with no resource bundle or build folder
/// beside it; the demo documents of `simulate` are compiled into the binary.
@Suite("Installed CLI: a copy of the interlude binary alone in an empty folder")
struct InstalledBinaryTests {
  /// What one run of the copied binary produced.
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// The built CLI (`INTERLUDE_CLI` overrides), found beside the test bundle.
  static var builtCLI: URL? { BuiltExecutable.url(named: "interlude", override: "INTERLUDE_CLI") }

  @Test func simulateRunsTheBuiltInDemoFromTheCopy() throws {
    let run = try Self.runInstalledCopy(["simulate"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty, "\(run.errors)")
    #expect(run.output.contains("privacy: "))
    for document in ["vmap.xml", "pod-ad-1.xml", "pod-ad-2.xml", "midroll.xml", "postroll.xml"] {
      #expect(
        run.output.contains("https://demo.interlude.test/\(document)?"),
        "\(document) was requested from the embedded demo")
    }
    let lines = run.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    for ad in ["pod-ad-1", "pod-ad-2", "midroll", "postroll"] {
      #expect(
        lines.contains { $0.contains(ad) && $0.contains("COMPLETE") }, "\(ad) played to the end")
    }
    #expect(lines.contains { $0.contains("ALL_ADS_COMPLETED") })
  }

  @Test func decodersAndInspectRunFromTheCopy() throws {
    let usp = try Self.runInstalledCopy(["usp", "decode", "1YNN", "--json"])
    #expect(usp.status == 0, "\(usp.errors)")
    let json = try JSONSerialization.jsonObject(with: Data(usp.output.utf8)) as? [String: Any]
    #expect(json?["notice"] as? String == "Y", "\(usp.output)")
    #expect(json?["optOutSale"] as? String == "N", "\(usp.output)")

    let folder = try makeTemporaryDirectory(files: ["inline.xml": Inputs.inline])
    defer { try? FileManager.default.removeItem(at: folder) }
    let inspect = try Self.runInstalledCopy(
      ["inspect", folder.appendingPathComponent("inline.xml").path])
    #expect(inspect.status == 0, "\(inspect.errors)")
    #expect(inspect.output.hasPrefix("VAST 4.2\n"))

    let help = try Self.runInstalledCopy(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("simulate"))
  }

  /// The binary must not look for a SwiftPM resource bundle: SwiftPM's generated accessor
  /// names it (`Interlude_InterludeCLI.resources`) and falls back to the build folder's absolute
  /// path, so a copy would work on the machine that built it and die anywhere else.
  @Test func theBinaryNeedsNoResourceBundle() throws {
    let cli = try #require(Self.builtCLI, "interlude is not built beside the tests")
    let bytes = try Data(contentsOf: cli)
    #expect(bytes.range(of: Data("InterludeCLI.resources".utf8)) == nil)
  }

  /// Copies the built CLI alone into a new empty folder and runs it there, with that folder as
  /// the working directory and a PATH that holds only it.
  static func runInstalledCopy(_ arguments: [String]) throws -> Run {
    let cli = try #require(builtCLI, "interlude is not built beside the tests")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("interlude-installed-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("interlude")
    try FileManager.default.copyItem(at: cli, to: copy)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["interlude"])

    let process = Process()
    process.executableURL = copy
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ["PATH": folder.path, "LANG": "C.UTF-8"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }
}

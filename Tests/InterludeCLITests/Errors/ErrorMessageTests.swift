import Foundation
import Testing

@testable import InterludeCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every message goes to standard error as one sentence after `interlude: `, naming the path,
/// URL or field at fault, and the exit status is the one the command's help documents.
@Suite("Messages and exit codes")
struct ErrorMessageTests {
  /// Text that means a raw Foundation or Swift error reached the user.
  static let rawErrorMarkers = [
    "Error Domain", "DecodingError", "keyNotFound", "URLError", "NSCocoaErrorDomain", "Optional(",
  ]

  private func expectClean(_ result: CLIResult, sourceLocation: SourceLocation = #_sourceLocation) {
    for line in result.errors.split(separator: "\n") {
      for marker in Self.rawErrorMarkers {
        #expect(!line.contains(marker), "raw error text: \(line)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test("A missing file: `cannot read PATH: no such file`, exit 2")
  func missingFile() async {
    let result = await runCLI(["lint", "/nonexistent/interlude/x.xml"])
    #expect(result.errors == "interlude: cannot read /nonexistent/interlude/x.xml: no such file\n")
    #expect(result.status == .unusableInput)
    let config = await runCLI(["consent", "--config", "/nonexistent/interlude/x.json"])
    #expect(config.errors == "interlude: cannot read /nonexistent/interlude/x.json: no such file\n")
    #expect(config.status == .unusableInput)
    let list = await runCLI(["consent", "--gvl", "/nonexistent/interlude/gvl.json"])
    #expect(
      list.errors
        == "interlude: cannot use the vendor list /nonexistent/interlude/gvl.json: "
        + "cannot read /nonexistent/interlude/gvl.json: no such file\n")
    #expect(list.status == .unusableInput)
    for run in [result, config, list] { expectClean(run) }
  }

  @Test("A directory: `cannot read PATH: it is a directory`, exit 2")
  func directory() async throws {
    let folder = try makeTemporaryDirectory(files: [:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = await runCLI(["inspect", folder.path])
    #expect(result.errors == "interlude: cannot read \(folder.path): it is a directory\n")
    #expect(result.status == .unusableInput)
    expectClean(result)
  }

  @Test("Malformed JSON configuration: the line and the field at fault, exit 2")
  func malformedConfiguration() async throws {
    let folder = try makeTemporaryDirectory(files: [
      "config.json":
        "{\n  \"vendorListVersion\": 3,\n  \"cmpId\": \"twelve\",\n  \"purposes\": [1]\n}\n",
      "missing.json": "{\n  \"vendorListVersion\": 3\n}\n",
      "syntax.json": "{\n  \"cmpId\": 12,\n  \"purposes\": [1,,]\n}\n",
      "list.json":
        "{\n  \"cmpId\": 12,\n  \"vendorListVersion\": 3,\n  \"purposes\": [1,\n    \"x\"]\n}\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    let typeMismatch = await runCLI(["consent", "--config", path("config.json")])
    #expect(
      typeMismatch.errors
        == "interlude: \(path("config.json")), line 3: expected a number for cmpId\n")
    #expect(typeMismatch.status == .unusableInput)
    let missing = await runCLI(["consent", "--config", path("missing.json")])
    #expect(missing.errors == "interlude: \(path("missing.json")), line 1: missing cmpId\n")
    let syntax = await runCLI(["consent", "--config", path("syntax.json")])
    #expect(syntax.errors == "interlude: \(path("syntax.json")), line 3: not valid JSON\n")
    let element = await runCLI(["consent", "--config", path("list.json")])
    #expect(
      element.errors
        == "interlude: \(path("list.json")), line 5: expected a number for purposes[1]\n")
    for result in [typeMismatch, missing, syntax, element] { expectClean(result) }
  }

  @Test("A refused connection: `connection refused by HOST:PORT`, exit 2")
  func refusedConnection() async throws {
    let port = try #require(Self.freePort())
    let url = "http://127.0.0.1:\(port)/tag.xml"
    for command in ["inspect", "lint"] {
      let result = await runCLI([command, url])
      #expect(result.errors == "interlude: connection refused by 127.0.0.1:\(port)\n")
      #expect(result.status == .unusableInput)
      expectClean(result)
    }
  }

  /// The report of a chain that cannot connect says why in the tool's sentence, in text and in
  /// JSON, not the system's `URLError` text the SDK keeps in its error message.
  @Test("inspect --follow of a refused connection: the report reads `connection refused by`")
  func refusedConnectionInFollowReport() async throws {
    let port = try #require(Self.freePort())
    let url = "http://127.0.0.1:\(port)/tag.xml"
    for arguments in [["inspect", "--follow", url], ["inspect", "--follow", "--json", url]] {
      let result = await runCLI(arguments)
      #expect(result.status == .invalidDocument)
      #expect(result.output.contains("connection refused by 127.0.0.1:\(port)"), "\(arguments)")
      for marker in Self.rawErrorMarkers {
        #expect(!result.output.contains(marker), "raw error text in \(arguments)")
      }
      expectClean(result)
    }
  }

  @Test("GPP: a section that does not decode exits 1 with the section named")
  func invalidGPPSection() async {
    // The header lists usnat (7), but the section's text is not base64url.
    let result = await runCLI(["gpp", "decode", "DBABLA~!!!!"])
    #expect(result.status == .invalidDocument)
    #expect(
      result.errors
        == "interlude: invalid GPP string: section 7 (usnat): '!' is not a base64url character\n")
    expectClean(result)
  }

  @Test(
    "Empty input exits 2 the same way for every decoder",
    arguments: [
      (["tcf", "decode", ""], "TC"), (["tcf", "decode", "-"], "TC"),
      (["gpp", "decode", ""], "GPP"),
      (["usp", "decode", ""], "US Privacy"), (["ac", "decode", ""], "AC"),
    ])
  func emptyInput(arguments: [String], kind: String) async {
    let result = await runCLI(arguments, standardInput: Data("\n".utf8))
    #expect(result.status == .unusableInput)
    #expect(result.errors == "interlude: the \(kind) string is empty\n")
  }

  @Test("TCF 2.2 policy: `tcf encode` of a string that breaks a rule prints it and exits 1")
  func encodeBreakingARule() async throws {
    // Purposes 3 to 6 under legitimate interest: forbidden since TCF 2.2.
    let decoded = await runCLI([
      "tcf", "decode", "--json", "COvwooAOvwooAB7ABCENAPEYAIAAADkAAIqIAAoAAoAA.QAAo.IAAo",
    ])
    #expect(decoded.status == .invalidDocument)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(decoded.output.utf8)) as? [String: Any])
    let folder = try makeTemporaryDirectory(files: [
      "tc.json": String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = await runCLI(
      ["tcf", "encode", "--json", folder.appendingPathComponent("tc.json").path])
    #expect(result.status == .invalidDocument)
    #expect(!result.output.isEmpty)
    #expect(
      result.errors.hasPrefix("interlude: the encoded string breaks TCF rule liPurposes3to6Clear"))
    expectClean(result)
  }

  @Test("--idfa takes only a UUID: anything else is a usage error, exit 2")
  func identifierMustBeAUUID() async {
    let result = await runCLI(["simulate", "--idfa", "not-a-uuid"])
    #expect(result.status == .unusableInput)
    #expect(
      result.errors.hasPrefix(
        "interlude: --idfa takes a UUID, such as 6D92078A-8246-4BA4-AE5B-76104861E7DC; "
          + "got \"not-a-uuid\"\nusage: interlude simulate"))
  }

  @Test("Usage errors carry the prefix too")
  func usagePrefix() async {
    let result = await runCLI(["lint", "--frobnicate"])
    #expect(result.errors.hasPrefix("interlude: unknown option '--frobnicate'\nusage: "))
    #expect(result.status == .unusableInput)
  }

  /// A TCP port on 127.0.0.1 that nothing listens on: bound, read and released.
  static func freePort() -> Int? {
    #if canImport(Glibc)
    let socketType = Int32(SOCK_STREAM.rawValue)
    #else
    let socketType = SOCK_STREAM
    #endif
    let descriptor = socket(AF_INET, socketType, 0)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
      }
    }
    guard bound else { return nil }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}

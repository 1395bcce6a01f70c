import Foundation
import Testing

@testable import InterludeCLI

@Suite("TCF command")
struct TCFCommandTests {
  static let tcf23 =
    "CPTtLAAPTtLAAAKAAAENAAFgALwAAEAAAAAAAOgAgABgAAAA.IAoAAgABgAAEAQAAEAAA.d4AACEAAAAAA"

  @Test("decode prints a summary and exits 0 for a valid string")
  func decodeText() async {
    let result = await runCLI(["tcf", "decode", Self.tcf23])
    #expect(result.status == .success)
    #expect(result.output.contains("CMP:                   10 version 0"))
    #expect(result.output.contains("disclosed vendors:     6 of max 80"))
    #expect(result.errors.isEmpty)
  }

  @Test("decode --json then encode --json - reproduces the string")
  func jsonRoundTrip() async throws {
    let decoded = await runCLI(["tcf", "decode", Self.tcf23, "--json"])
    #expect(decoded.status == .success)
    #expect(decoded.output.contains("\"policyChecks\""))
    let encoded = await runCLI(
      ["tcf", "encode", "--json", "-"], standardInput: Data(decoded.output.utf8))
    #expect(encoded.status == .success)
    #expect(encoded.output == Self.tcf23 + "\n")
  }

  @Test("Exit statuses: 1 for invalid strings (reason on stderr), 2 for unusable input")
  func exitStatuses() async {
    let v1 = await runCLI(["tcf", "decode", "BONMj34ONMj34ABACDENALqAAAAAplY"])
    #expect(v1.status == .invalidDocument)
    #expect(v1.errors.contains("unsupportedVersion"))
    let policy = await runCLI([
      "tcf", "decode", "COvwooAOvwooAB7ABCENAPEYAIAAADkAAIqIAAoAAoAA.QAAo.IAAo",
    ])
    #expect(policy.status == .invalidDocument)
    #expect(policy.errors.contains("liPurposes3to6Clear"))
    let garbage = await runCLI(["tcf", "encode", "--json", "-"], standardInput: Data("{".utf8))
    #expect(garbage.status == .unusableInput)
    let verb = await runCLI(["tcf", "frobnicate", "x"])
    #expect(verb.status == .unusableInput)
  }
}

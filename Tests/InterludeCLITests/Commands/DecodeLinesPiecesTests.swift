import Foundation
import InterludeTestSupport
import Testing

@testable import InterludeCLI

/// `decode --lines` reads its input a piece at a time (a consent log may be larger than
/// memory): a line split between pieces is one line, and a line longer than any consent string
/// is an error of its own, without holding the whole of it.
@Suite("decode --lines: input read in pieces")
struct DecodeLinesPiecesTests {
  /// The lines `DecodeLines.forEachLine` gives for `text` served `size` bytes at a time.
  private func lines(of text: String, piecesOf size: Int) throws -> [String?] {
    let bytes = Array(text.utf8)
    var offset = 0
    var lines: [String?] = []
    let read: (Int) -> Data? = { most in
      guard offset < bytes.count else { return nil }
      let end = min(offset + min(size, most), bytes.count)
      defer { offset = end }
      return Data(bytes[offset..<end])
    }
    try DecodeLines.forEachLine(reading: read) { lines.append($0) }
    return lines
  }

  @Test(
    "a line split between pieces is read whole, trimmed, the last one without its newline",
    arguments: [1, 2, 3, 7, 64, 1 << 20])
  func splitLines(size: Int) throws {
    let text = "one\r\ntwo\n\n  three \t\nfour"
    #expect(try lines(of: text, piecesOf: size) == ["one", "two", "", "three", "four"])
    #expect(try lines(of: text + "\n", piecesOf: size).count == 5, "no line after a final newline")
    #expect(try lines(of: "", piecesOf: size).isEmpty)
  }

  @Test(
    "a line longer than the limit is nil, and the lines after it are read",
    arguments: [4_096, 1 << 20])
  func overLongLine(size: Int) throws {
    let long = String(repeating: "A", count: DecodeLines.maxLineBytes + 1)
    let limit = String(repeating: "B", count: DecodeLines.maxLineBytes)
    #expect(
      try lines(of: "one\n\(long)\ntwo\n\(limit)\n\(long)", piecesOf: size)
        == ["one", nil, "two", limit, nil])
  }

  @Test("tcf decode --lines: an over-long line has its error, in its place")
  func overLongLineError() async throws {
    let long = String(repeating: "C", count: DecodeLines.maxLineBytes + 10)
    let log = "\(TCFCommandTests.tcf23)\n\(long)\n\(TCFCommandTests.tcf23)\n"
    let result = await runCLI(["tcf", "decode", "--lines", "-"], standardInput: Data(log.utf8))
    #expect(result.status == .invalidDocument)
    let objects = try result.output.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(objects.map { $0["line"] as? Int } == [1, 2, 3])
    #expect(
      objects[1]["error"] as? String
        == "the line is longer than 1 MiB, longer than any TC string")
    #expect(objects[2]["decoded"] != nil)
  }

  /// The built binary reading a pipe and a file, against the same log read in-process: the
  /// process reads standard input and files a piece at a time and writes standard output as
  /// bytes, and must print exactly what the in-process run prints.
  @Test("the built interlude prints, from a pipe and from a file, what the in-process run prints")
  func builtBinaryMatches() async throws {
    let cli = try #require(InstalledBinaryTests.builtCLI, "interlude is not built beside the tests")
    let long = String(repeating: "D", count: DecodeLines.maxLineBytes + 3)
    let valid = Array(repeating: TCFCommandTests.tcf23, count: 40)
    let log =
      ([TCFCommandTests.tcf23, "not a TC string", long] + valid).joined(separator: "\n")
      + "\n  \(TCFCommandTests.tcf23)\r"
    let expected = await runCLI(
      ["tcf", "decode", "--lines", "-"], standardInput: Data(log.utf8))
    #expect(expected.status == .invalidDocument)
    let folder = try makeTemporaryDirectory(files: ["log.txt": log])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("log.txt").path
    let fromPipe = try ProcessRun(cli, ["tcf", "decode", "--lines", "-"], input: Data(log.utf8))
    let fromFile = try ProcessRun(cli, ["tcf", "decode", "--lines", path], input: Data())
    for run in [fromPipe, fromFile] {
      #expect(run.status == expected.status.rawValue)
      #expect(run.output == expected.output)
    }
    #expect(fromPipe.errors == expected.errors)
    #expect(
      fromFile.errors == expected.errors.replacingOccurrences(of: "standard input", with: path))
  }
}

extension DecodeLinesPiecesTests {
  /// `/dev/full` (Linux) refuses every write with "no space left on device".
  @Test(
    "standard output that cannot be written is an error, named, not a success",
    .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full"), "needs /dev/full"))
  func unwritableOutput() throws {
    let cli = try #require(InstalledBinaryTests.builtCLI, "interlude is not built beside the tests")
    let process = Process()
    process.executableURL = cli
    process.arguments = ["usp", "decode", "--lines", "-"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    process.standardError = errors
    try process.run()
    try input.fileHandleForWriting.write(contentsOf: Data("1YNN\n".utf8))
    try input.fileHandleForWriting.close()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == ExitCode.unusableInput.rawValue)
    #expect(
      message
        == "interlude: cannot write the decoded lines to standard output: no space left on the "
        + "device\n")
  }
}

/// One run of an executable with `input` on its standard input, written while its output is
/// read (a log larger than a pipe's buffer would otherwise block both).
private struct ProcessRun {
  var status: Int32
  var output: String
  var errors: String

  init(_ executable: URL, _ arguments: [String], input: Data) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let standardInput = Pipe()
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardInput = standardInput
    process.standardOutput = standardOutput
    process.standardError = standardError
    // A process that dies before reading all its input must fail the test, not end it with
    // SIGPIPE: the write then fails with EPIPE instead.
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    let writing = Thread {
      do {
        try standardInput.fileHandleForWriting.write(contentsOf: input)
        try standardInput.fileHandleForWriting.close()
      } catch {
        Issue.record("writing the standard input of \(executable.lastPathComponent): \(error)")
      }
    }
    writing.start()
    let outputData = standardOutput.fileHandleForReading.readDataToEndOfFile()
    let errorData = standardError.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    status = process.terminationStatus
    output = String(decoding: outputData, as: UTF8.self)
    errors = String(decoding: errorData, as: UTF8.self)
  }
}

import Foundation

/// `decode --lines [FILE|-]`: decodes one string per line of a consent log and writes one JSON
/// object per line (JSON Lines), in the input's order.
///
/// Each object has `line` (counting from 1) and either `decoded` (the object `decode --json`
/// prints for that string, on one line), with `problem` when the string decodes but is not
/// acceptable (a TC string that breaks a TCF rule), or `error`, the reason the string does not
/// decode. Spaces and a carriage return around a string are ignored; an empty line is an error
/// like an empty string; a last line without its newline is read like the others.
struct DecodeLines {
  /// What one line gave.
  enum Outcome<Report: Encodable> {
    /// The string decoded; `problem` says why it is not acceptable all the same, if it is not.
    case decoded(Report, problem: String?)
    /// The string does not decode, for this reason.
    case invalid(String)
  }

  /// Where the strings come from: a file or standard input.
  let source: DocumentSource

  /// The flag as help lists it.
  static let option = OptionSpec.flag(
    "lines",
    help: "decode: read one string per line (FILE or -) and print one JSON object per line.")

  /// The paragraph of a command's help that describes `--lines`.
  static func discussion(kind: String) -> String {
    """
    decode --lines [FILE|-] reads a log of \(kind) strings, one per line (standard input when
    FILE is - or left out), and prints one JSON object per line, in order: {"line": N,
    "decoded": {...}} with the object decode --json prints, or {"line": N, "error": "..."}
    for a line that does not decode (an empty line included); "problem" says why a string
    that decodes is not acceptable. It exits 1 when any line is invalid, after printing all.
    """
  }

  /// The output written between two writes to the stream, in UTF-8 bytes.
  private static let flushBytes = 1 << 16

  /// Reads `FILE` or `-` (standard input when the argument is absent).
  init(argument: String?) throws {
    let source = try DocumentSource(argument: argument ?? "-")
    if case .url = source {
      throw CLIError.usage("--lines reads a file or standard input (-), not a URL")
    }
    self.source = source
  }

  /// Decodes every line with `decode`, writing one JSON object per line to `output`; a summary
  /// of the invalid lines goes to `errors`.
  ///
  /// - Returns: 0 when every line decoded and is acceptable, 1 otherwise.
  /// - Throws: ``CLIError`` when the input cannot be read.
  func run<Report: Encodable>(
    kind: String, context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream, decode: (String) -> Outcome<Report>
  ) async throws -> ExitCode {
    let data = try await source.load(in: context)
    let writer = JSONLineWriter()
    var rejected = 0
    var number = 0
    try Self.forEachLine(in: data) { text in
      number += 1
      let record: Record<Report>
      switch decode(text) {
      case .decoded(let report, let problem):
        record = Record(line: number, decoded: report, problem: problem, error: nil)
        if problem != nil { rejected += 1 }
      case .invalid(let reason):
        record = Record(line: number, decoded: nil, problem: nil, error: reason)
        rejected += 1
      }
      try record.writeJSONLine(to: writer)
      writer.append("\n")
      if writer.bytes.count >= Self.flushBytes {
        writer.flush { output.write(String(decoding: $0, as: UTF8.self)) }
      }
    }
    writer.flush { output.write(String(decoding: $0, as: UTF8.self)) }
    guard rejected > 0 else { return .success }
    errors.write(
      ErrorRenderer.line(
        "\(rejected) of \(number) line\(number == 1 ? "" : "s") of \(source.displayName) "
          + "\(rejected == 1 ? "is not a valid" : "are not valid") \(kind) "
          + "string\(rejected == 1 ? "" : "s") (see their error or problem)"))
    return .invalidDocument
  }

  /// Calls `body` with every line of `data`, without its newline and surrounding spaces; no
  /// line follows a final newline.
  private static func forEachLine(
    in data: Data, _ body: (String) throws -> Void
  ) rethrows {
    try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      let newline = UInt8(ascii: "\n")
      var start = 0
      while start < bytes.count, let base = bytes.baseAddress {
        // `memchr` finds the newline a word at a time, where a loop reads each byte.
        let end =
          memchr(base + start, Int32(newline), bytes.count - start).map {
            UnsafeRawPointer($0) - base
          }
          ?? bytes.count
        var first = start
        var last = end
        while first < last, isSpace(bytes[first]) { first += 1 }
        while last > first, isSpace(bytes[last - 1]) { last -= 1 }
        try body(
          String(decoding: UnsafeRawBufferPointer(rebasing: bytes[first..<last]), as: UTF8.self))
        start = end + 1
      }
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  /// One output line.
  struct Record<Decoded: Encodable>: JSONLineWritable {
    var line: Int
    var decoded: Decoded?
    var problem: String?
    var error: String?

    /// Writes the members its synthesized `encode(to:)` writes, in their order.
    func writeJSONLine(to writer: JSONLineWriter) throws {
      try writer.writeObject { object in
        object.member("line", line)
        if let decoded { try object.member("decoded", encoding: decoded) }
        if let problem { object.member("problem", problem) }
        if let error { object.member("error", error) }
      }
    }
  }
}

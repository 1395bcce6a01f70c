import Foundation

/// `decode --lines [FILE|-]`: decodes one string per line of a consent log and writes one JSON
/// object per line (JSON Lines), in the input's order.
///
/// Each object has `line` (counting from 1) and either `decoded` (the object `decode --json`
/// prints for that string, on one line), with `problem` when the string decodes but is not
/// acceptable (a TC string that breaks a TCF rule), or `error`, the reason the string does not
/// decode. Spaces and a carriage return around a string are ignored; an empty line is an error
/// like an empty string, and so is a line longer than ``maxLineBytes``; a last line without its
/// newline is read like the others.
struct DecodeLines {
  /// What one line gave.
  ///
  /// The report is an existential, not a generic parameter: the loop that writes the lines is
  /// then compiled once, for every kind of string, and a report is moved into its box once,
  /// where a generic loop not specialized for the report's type copies it through its value
  /// witnesses at each step (a retain and a release of every list it holds).
  enum Outcome {
    /// The string decoded; `problem` says why it is not acceptable all the same, if it is not.
    case decoded(any JSONLineWritable, problem: String?)
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
    for a line that does not decode (an empty line included, and one longer than 1 MiB);
    "problem" says why a string that decodes is not acceptable. It exits 1 when any line is
    invalid, after printing all.
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
  /// of the invalid lines goes to `errors`. The input is read a piece at a time, so a log of
  /// any size takes the memory of a few pieces.
  ///
  /// - Returns: 0 when every line decoded and is acceptable, 1 otherwise.
  /// - Throws: ``CLIError`` when the input cannot be read or the output written.
  func run(
    kind: String, context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream, decode: (String) -> Outcome
  ) async throws -> ExitCode {
    let read = try await source.pieces(in: context)
    let writer = JSONLineWriter()
    var rejected = 0
    var number = 0
    try Self.forEachLine(reading: read) { text in
      number += 1
      let record: Record
      switch text.map(decode) ?? .invalid(Self.tooLong(kind: kind)) {
      case .decoded(let report, let problem):
        record = Record(line: number, decoded: report, problem: problem, error: nil)
        if problem != nil { rejected += 1 }
      case .invalid(let reason):
        record = Record(line: number, decoded: nil, problem: nil, error: reason)
        rejected += 1
      }
      try record.writeJSONLine(to: writer)
      writer.append("\n")
      if writer.count >= Self.flushBytes { try Self.flush(writer, to: &output) }
    }
    try Self.flush(writer, to: &output)
    guard rejected > 0 else { return .success }
    errors.write(
      ErrorRenderer.line(
        "\(rejected) of \(number) line\(number == 1 ? "" : "s") of \(source.displayName) "
          + "\(rejected == 1 ? "is not a valid" : "are not valid") \(kind) "
          + "string\(rejected == 1 ? "" : "s") (see their error or problem)"))
    return .invalidDocument
  }

  /// The bytes read from the input at a time.
  static let pieceBytes = 1 << 20

  /// The longest line decoded, in bytes: far longer than any consent string (a TC string
  /// naming every vendor of the Global Vendor List is a few kilobytes), short enough that a
  /// file without line breaks cannot fill the memory.
  static let maxLineBytes = 1 << 20

  /// The error of a line longer than ``maxLineBytes``.
  static func tooLong(kind: String) -> String {
    "the line is longer than \(maxLineBytes / (1 << 20)) MiB, longer than any \(kind) string"
  }

  /// Writes what `writer` holds to `output`: to standard output as bytes, to any other stream
  /// (a test's) as text.
  ///
  /// - Throws: ``CLIError`` when standard output cannot be written to.
  private static func flush(
    _ writer: JSONLineWriter, to output: inout some TextOutputStream
  ) throws {
    try writer.flush { bytes in
      guard let stream = output as? StandardStream else {
        output.write(String(decoding: bytes, as: UTF8.self))
        return
      }
      do {
        try stream.write(utf8: bytes)
      } catch {
        throw CLIError.unusableInput(
          "cannot write the decoded lines to standard output: \(ErrorSentence.fileReason(error))")
      }
    }
  }

  /// Calls `body` with every line of the input `read` gives a piece at a time, without its
  /// newline and surrounding spaces, or with nil for a line longer than ``maxLineBytes``
  /// (whose bytes are skipped); no line follows a final newline.
  static func forEachLine(
    reading read: (Int) throws -> Data?, _ body: (String?) throws -> Void
  ) throws {
    // The start of a line that continues in the next piece.
    var partial: [UInt8] = []
    var partialTooLong = false
    while let piece = try read(pieceBytes) {
      try piece.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        guard let base = bytes.baseAddress else { return }
        var start = 0
        // `memchr` finds the newline a word at a time, where a loop reads each byte.
        while let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) {
          let end = UnsafeRawPointer(found) - base
          let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
          if partial.isEmpty, !partialTooLong {
            try body(line.count > maxLineBytes ? nil : text(line))
          } else {
            partialTooLong = partialTooLong || partial.count + line.count > maxLineBytes
            if !partialTooLong { partial.append(contentsOf: line) }
            try body(partialTooLong ? nil : partial.withUnsafeBytes { text($0) })
            partial.removeAll(keepingCapacity: true)
            partialTooLong = false
          }
          start = end + 1
        }
        let rest = UnsafeRawBufferPointer(rebasing: bytes[start...])
        partialTooLong = partialTooLong || partial.count + rest.count > maxLineBytes
        if partialTooLong {
          partial.removeAll()
        } else {
          partial.append(contentsOf: rest)
        }
      }
    }
    if partialTooLong {
      try body(nil)
    } else if !partial.isEmpty {
      try body(partial.withUnsafeBytes { text($0) })
    }
  }

  /// A line's text without surrounding spaces, tabs and carriage returns.
  private static func text(_ line: UnsafeRawBufferPointer) -> String {
    var first = 0
    var last = line.count
    while first < last, isSpace(line[first]) { first += 1 }
    while last > first, isSpace(line[last - 1]) { last -= 1 }
    return String(decoding: UnsafeRawBufferPointer(rebasing: line[first..<last]), as: UTF8.self)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  /// One output line.
  struct Record: JSONLineWritable {
    var line: Int
    var decoded: (any JSONLineWritable)?
    var problem: String?
    var error: String?

    private enum CodingKeys: String, CodingKey {
      case line, decoded, problem, error
    }

    /// The members present, in this order.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(line, forKey: .line)
      if let decoded { try container.encode(decoded, forKey: .decoded) }
      try container.encodeIfPresent(problem, forKey: .problem)
      try container.encodeIfPresent(error, forKey: .error)
    }

    /// Writes the members ``encode(to:)`` writes, in their order.
    func writeJSONLine(to writer: JSONLineWriter) throws {
      try writer.writeObject { object in
        object.member("line", line)
        if let decoded { try object.member("decoded", writing: decoded) }
        if let problem { object.member("problem", problem) }
        if let error { object.member("error", error) }
      }
    }
  }
}

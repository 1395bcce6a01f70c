import Foundation

/// Finds the line of a JSON value from its coding path, or the line of the first syntax error,
/// so that a decoding failure can name where the fault is.
struct JSONLineLocator {
  /// One step of a coding path: an object key or an array index.
  struct Step: Equatable {
    /// The object key, when the step is one.
    var key: String?
    /// The array index, when the step is one.
    var index: Int?

    /// The step a decoder's coding key stands for (`JSONDecoder` names indices `Index N`).
    init(_ codingKey: any CodingKey) {
      if let index = codingKey.intValue, codingKey.stringValue == "Index \(index)" {
        self.index = index
      } else {
        key = codingKey.stringValue
      }
    }
  }

  /// Where the search ended.
  enum Location: Equatable {
    /// The line (from 1) where the value at the path starts, or the deepest part of it found.
    case found(Int)
    /// The line of the first character that is not valid JSON.
    case syntaxError(Int)
  }

  private enum Stop: Error {
    case at(Location)
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1

  /// A locator over `data`.
  init(data: Data) {
    bytes = Array(data)
  }

  /// The line of the first syntax error if there is one; otherwise the line of the value at
  /// `path` (its deepest existing part when the path goes further than the document).
  func line(at path: [any CodingKey]) -> Location? {
    var syntax = self
    do {
      try syntax.value(following: nil)
      syntax.skipWhitespace()
      if syntax.index < syntax.bytes.count { return .syntaxError(syntax.line) }
    } catch {
      if case .at(let location) = error as? Stop { return location }
      return nil
    }
    var search = self
    do {
      try search.value(following: path.map(Step.init)[...])
      return nil
    } catch {
      guard case .at(let location) = error as? Stop else { return nil }
      return location
    }
  }

  /// Reads one value; when `path` is not nil it leads to the value wanted.
  private mutating func value(following path: ArraySlice<Step>?) throws {
    skipWhitespace()
    guard index < bytes.count else { throw Stop.at(.syntaxError(line)) }
    if let path, path.isEmpty { throw Stop.at(.found(line)) }
    let start = line
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      try members(following: path, start: start)
    case UInt8(ascii: "["):
      index += 1
      try elements(following: path, start: start)
    case UInt8(ascii: "\""):
      _ = try string()
      if path != nil { throw Stop.at(.found(start)) }
    default:
      try scalar()
      if path != nil { throw Stop.at(.found(start)) }
    }
  }

  private mutating func members(following path: ArraySlice<Step>?, start: Int) throws {
    skipWhitespace()
    if consume("}") { return try notFound(path, start: start) }
    repeat {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw Stop.at(.syntaxError(line))
      }
      let key = try string()
      skipWhitespace()
      guard consume(":") else { throw Stop.at(.syntaxError(line)) }
      let matches = path?.first?.key == key
      try value(following: matches ? path?.dropFirst() : nil)
      skipWhitespace()
    } while consume(",")
    guard consume("}") else { throw Stop.at(.syntaxError(line)) }
    try notFound(path, start: start)
  }

  private mutating func elements(following path: ArraySlice<Step>?, start: Int) throws {
    skipWhitespace()
    if consume("]") { return try notFound(path, start: start) }
    var position = 0
    repeat {
      let matches = path?.first?.index == position
      try value(following: matches ? path?.dropFirst() : nil)
      position += 1
      skipWhitespace()
    } while consume(",")
    guard consume("]") else { throw Stop.at(.syntaxError(line)) }
    try notFound(path, start: start)
  }

  /// A container on the path that lacks the next step: the container's line is the answer.
  private func notFound(_ path: ArraySlice<Step>?, start: Int) throws {
    if path != nil { throw Stop.at(.found(start)) }
  }

  private mutating func string() throws -> String {
    index += 1
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { break }
        text.append(bytes[index])
        index += 1
      case UInt8(ascii: "\n"): throw Stop.at(.syntaxError(line))
      default: text.append(byte)
      }
    }
    throw Stop.at(.syntaxError(line))
  }

  private mutating func scalar() throws {
    let begin = index
    while index < bytes.count, !Self.delimiters.contains(bytes[index]) { index += 1 }
    let token = String(decoding: bytes[begin..<index], as: UTF8.self)
    guard ["true", "false", "null"].contains(token) || Double(token) != nil else {
      throw Stop.at(.syntaxError(line))
    }
  }

  private static let delimiters = Set(" \t\r\n,]}:".utf8)

  private mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[index]) {
      if bytes[index] == 0x0A { line += 1 }
      index += 1
    }
  }

  private mutating func consume(_ character: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }
}

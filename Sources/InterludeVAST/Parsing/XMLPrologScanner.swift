import Foundation

/// Checks the prolog of a document (everything before the root element) before libxml2 sees it.
///
/// - Rejects any `<!DOCTYPE`: VAST and VMAP never need a DTD, and DTDs carry entity attacks
///   (billion laughs, external entities). Entities cannot be declared without one.
/// - Repairs what real ad servers send: white space or a comment before `<?xml …?>`, which
///   libxml2 refuses. The first misplaced declaration moves to the front (it may name the
///   encoding) and its old place is blanked, keeping line breaks so line numbers stay true.
///
/// Only the prolog is scanned: `<!DOCTYPE html>` inside a CDATA HTML resource is content.
enum XMLPrologScanner {
  enum Outcome: Equatable {
    /// The data to parse (possibly repaired).
    case ready(Data)
    /// The document declares a DTD.
    case doctype
    /// There is no element at all.
    case empty
  }

  static func scan(_ data: Data) -> Outcome {
    var blanked: [Range<Int>] = []
    let verdict: Outcome? = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      let bomLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      var index = bomLength
      while index < bytes.count {
        let byte = bytes[index]
        if isSpace(byte) {
          index += 1
          continue
        }
        guard byte == UInt8(ascii: "<") else { return nil }
        if matches(bytes, at: index, "<?") {
          guard let end = find(bytes, "?>", from: index + 2) else { return nil }
          let isDeclaration =
            matches(bytes, at: index, "<?xml") && index + 5 < bytes.count
            && isSpace(bytes[index + 5])
          if isDeclaration && index != bomLength { blanked.append(index..<(end + 2)) }
          index = end + 2
        } else if matches(bytes, at: index, "<!--") {
          guard let end = find(bytes, "-->", from: index + 4) else { return nil }
          index = end + 3
        } else if matches(bytes, at: index, "<!") {
          return uppercaseMatches(bytes, at: index, "<!DOCTYPE") ? .doctype : nil
        } else {
          return nil
        }
      }
      return .empty
    }
    if let verdict { return verdict }
    guard !blanked.isEmpty else { return .ready(data) }
    // Move the declaration to the front (it may name the encoding) and blank its old place.
    var declaration = Data()
    var rest = data
    for range in blanked {
      for position in range {
        let offset = rest.startIndex + position
        if rest[offset] != 0x0A {
          if range == blanked[0] { declaration.append(rest[offset]) }
          rest[offset] = 0x20
        }
      }
    }
    let bomLength = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    return .ready(declaration + rest.dropFirst(bomLength))
  }

  private static func matches(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ literal: StaticString
  ) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return literal.withUTF8Buffer { buffer in
      (0..<count).allSatisfy { bytes[index + $0] == buffer[$0] }
    }
  }

  private static func uppercaseMatches(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ literal: StaticString
  )
    -> Bool
  {
    let count = literal.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return literal.withUTF8Buffer { buffer in
      (0..<count).allSatisfy {
        let byte = bytes[index + $0]
        let upper = (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
        return upper == buffer[$0]
      }
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func find(
    _ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString, from start: Int
  ) -> Int? {
    var index = start
    while index < bytes.count {
      if matches(bytes, at: index, literal) { return index }
      index += 1
    }
    return nil
  }
}

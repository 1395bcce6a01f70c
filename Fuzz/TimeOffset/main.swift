// libFuzzer target: the time and offset parsers of InterludeVAST (VASTTime `HH:MM:SS[.mmm]`,
// AdOffset for skipoffset and progress offsets, BreakOffset for VMAP timeOffset), checked against
// a plain reference parser and through format-then-parse round trips.
// Build and run with `Scripts/fuzz TimeOffset SECONDS`.

import InterludeVAST

/// libFuzzer's entry point: one input per call, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  fuzzTime(fuzzBytes(start, count))
  return 0
}

/// The largest time the formatter can write so that the parser reads it back: nine digits of
/// hours, as ``VASTTime/seconds(from:)`` documents.
private let largestReadableTime = 999_999_999.0 * 3600 + 59 * 60 + 59.999

private func fuzzTime(_ bytes: [UInt8]) {
  let text = String(decoding: bytes, as: UTF8.self)

  // VASTTime agrees with a plain reading of its documented grammar.
  let parsed = VASTTime.seconds(from: text)
  let expected = referenceSeconds(Array(text.utf8))
  switch (parsed, expected) {
  case (let value?, let reference?):
    require(close(value, reference, 1e-9), "\(text.debugDescription): \(value) vs \(reference)")
    checkFormatRoundTrip(value)
  case (nil, nil):
    break
  default:
    require(
      false,
      "\(text.debugDescription): VASTTime \(String(describing: parsed)), "
        + "reference \(String(describing: expected))")
  }

  // AdOffset (skipoffset, progress and icon offsets).
  if let offset = AdOffset(vastValue: text) {
    switch offset {
    case .percentage(let value):
      require(value.isFinite && (0...100).contains(value), "percentage \(value) in 0...100")
      require(AdOffset(vastValue: offset.vastValue) == offset, "\(offset) reads back")
    case .time(let seconds):
      require(parsed != nil, "AdOffset reads a time that VASTTime rejects")
      checkFormatRoundTrip(seconds)
      guard case .time(let again)? = AdOffset(vastValue: offset.vastValue) else {
        return require(false, "\(offset) does not read back")
      }
      require(close(again, seconds, 0.0005), "\(offset) reads back as \(again)")
    }
    require(offset.seconds(ofDuration: 30).isFinite, "an offset into 30 s is finite")
  } else if let parsed {
    require(false, "AdOffset rejects the time \(parsed) that VASTTime reads")
  }

  // BreakOffset (VMAP timeOffset).
  if let offset = BreakOffset(vmapValue: text) {
    guard let again = BreakOffset(vmapValue: offset.vmapValue) else {
      return require(false, "\(offset) does not read back from \(offset.vmapValue)")
    }
    switch (offset, again) {
    case (.time(let a), .time(let b)): require(close(a, b, 0.0005), "\(offset) vs \(again)")
    case (.position(let index), _): require(index >= 1 && offset == again, "position \(index)")
    default: require(offset == again, "\(offset) reads back as \(again)")
    }
    _ = offset.seconds(contentDuration: 600)
    _ = offset.seconds(contentDuration: nil)
  }

  // Any double formats to text the parser reads back.
  if bytes.count >= 8 {
    var stream = ByteStream(bytes.prefix(8))
    let value = stream.double()
    let formatted = VASTTime.string(from: value)
    guard let back = VASTTime.seconds(from: formatted) else {
      return require(false, "VASTTime.string(from: \(value)) = \(formatted) does not parse")
    }
    if value.isFinite && value >= 0 && value <= largestReadableTime {
      require(close(back, value, 0.0005), "\(value) formats as \(formatted), reads \(back)")
    }
    _ = AdOffset.time(value).vastValue
    _ = AdOffset.percentage(value).vastValue
  }
}

private func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
  abs(a - b) <= tolerance + max(abs(a), abs(b)) * 1e-12
}

/// Formatting a parsed time and parsing it again keeps it to the millisecond, and formatting is
/// then a fixpoint.
private func checkFormatRoundTrip(_ seconds: Double) {
  require(seconds.isFinite && seconds >= 0, "a parsed time is finite, not negative")
  let formatted = VASTTime.string(from: seconds)
  guard let again = VASTTime.seconds(from: formatted) else {
    return require(false, "\(seconds) formats as \(formatted), which does not parse")
  }
  require(close(again, seconds, 0.0005), "\(seconds) -> \(formatted) -> \(again)")
  require(VASTTime.string(from: again) == formatted, "formatting \(again) is not a fixpoint")
}

/// The grammar of ``VASTTime/seconds(from:)`` as written in its documentation: XML white space
/// around `H:M:SS[.f]`, 1–9 hour digits, 1–2 minute digits below 60, exactly 2 second digits
/// below 60, and a fraction of at least one digit.
private func referenceSeconds(_ bytes: [UInt8]) -> Double? {
  let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
  var slice = bytes[...]
  while let first = slice.first, space.contains(first) { slice = slice.dropFirst() }
  while let last = slice.last, space.contains(last) { slice = slice.dropLast() }
  let parts = slice.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
  guard parts.count == 3 else { return nil }
  let secondParts = parts[2].split(
    separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
  func number<Digits: Collection<UInt8>>(_ digits: Digits, _ counts: ClosedRange<Int>) -> Int? {
    guard counts.contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) })
    else { return nil }
    return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }
  guard let hours = number(parts[0], 1...9), let minutes = number(parts[1], 1...2),
    minutes < 60, let seconds = number(secondParts[0], 2...2), seconds < 60
  else { return nil }
  var fraction = 0.0
  if secondParts.count == 2 {
    let digits = secondParts[1]
    guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    fraction = Double("0." + String(decoding: digits, as: UTF8.self)) ?? 0
  }
  return Double(hours * 3600 + minutes * 60 + seconds) + fraction
}

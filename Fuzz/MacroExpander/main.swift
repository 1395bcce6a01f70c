// libFuzzer target: MacroExpander over fuzzed templates AND fuzzed MacroContext values, plus the
// ad-tag parameters that follow expansion. Build and run with `Scripts/fuzz MacroExpander SECONDS`.
//
// Input layout, split at 0xFF (a byte that is never valid UTF-8, so no text is lost):
//   template 0xFF numbers 0xFF string 0xFF string ...
// `numbers` feeds every number, flag, enum and date (bit patterns, so NaN, infinities and
// Int.min come up); each further piece is a string value, in the order of `StringSlot`; a list
// value is split at 0xFE. A bare template (a URL from the fixtures) is a valid input.

import Foundation
import Interlude
import InterludeVAST

/// libFuzzer's entry point: one input per call, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  fuzzMacros(fuzzBytes(start, count))
  return 0
}

/// The string values, in input order.
private enum StringSlot: Int, CaseIterable {
  case adServingId, transactionId, omidPartner, clientUserAgent, assetURI, contentId
  case contentURI, pageURL, domain, storeId, storeURL, deviceUserAgent, appBundle
  case tcString, gppString, advertisingIdentifier, advertisingIdentifierType
  case universalAdIdValue, universalAdIdRegistry, adType
  case adCategories, blockedAdCategories, extensions, verificationVendors, mediaMime
  case contentCategories, regulations, additionalConsent, usPrivacy, correlator
}

private struct Values {
  let pieces: [[UInt8]]

  func string(_ slot: StringSlot) -> String? {
    let index = slot.rawValue + 2
    guard index < pieces.count else { return nil }
    return String(decoding: pieces[index], as: UTF8.self)
  }

  func list(_ slot: StringSlot) -> [String]? {
    guard string(slot) != nil else { return nil }
    return split(pieces[slot.rawValue + 2], at: 0xFE).map { String(decoding: $0, as: UTF8.self) }
  }
}

private func fuzzMacros(_ bytes: [UInt8]) {
  let pieces = split(bytes, at: 0xFF)
  let template = String(decoding: pieces[0], as: UTF8.self)
  var numbers = ByteStream(pieces.count > 1 ? pieces[1] : [])
  let values = Values(pieces: pieces)
  let context = makeContext(&numbers, values)
  let kinds = MacroExpander.URLKind.allCases
  let kind = kinds[Int(numbers.byte()) % kinds.count]

  let expander = MacroExpander()
  let output = expander.expand(template, context: context, kind: kind)
  checkEncoding(template: template, output: output, kind: kind)
  if context.timestamp != nil {
    let again = expander.expand(template, context: context, kind: kind)
    require(again == output, "expansion is deterministic with a fixed clock and random source")
  }
  if let url = URL(string: template) {
    _ = expander.expand(url, context: context, kind: kind)
  }
  if kind == .adTag { checkAdTag(output, context: context, values: values, &numbers) }
}

private func makeContext(_ numbers: inout ByteStream, _ values: Values) -> MacroContext {
  let presence = numbers.uint64()
  func present(_ bit: Int) -> Bool { presence & (1 << UInt64(bit)) != 0 }
  let timestamp = numbers.double()
  let zone = numbers.int()
  let random = numbers.uint64()
  var context = MacroContext(randomNumber: { random })
  context.timestamp = present(0) ? Date(timeIntervalSince1970: timestamp) : nil
  context.timeZone = present(1) ? TimeZone(secondsFromGMT: zone % 100_000) : nil
  let adPlayhead = numbers.double()
  let contentPlayhead = numbers.double()
  let mediaPlayhead = numbers.double()
  context.adPlayhead = present(2) ? adPlayhead : nil
  context.contentPlayhead = present(3) ? contentPlayhead : nil
  context.mediaPlayhead = present(4) ? mediaPlayhead : nil
  let integers = (0..<10).map { _ in present(5) ? numbers.int() : numbers.smallInt() }
  context.breakPosition = MacroContext.BreakPosition(rawValue: integers[0])
  context.podSequence = present(6) ? integers[1] : nil
  context.adCount = present(7) ? integers[2] : nil
  context.placementType = present(8) ? integers[3] : nil
  context.breakMaxDuration = present(9) ? integers[4] : nil
  context.breakMaxAds = present(10) ? integers[5] : nil
  context.breakMinAdLength = present(11) ? integers[6] : nil
  context.breakMaxAdLength = present(12) ? integers[7] : nil
  context.serverSide = integers[8]
  context.errorCode = present(13) ? VASTErrorCode(rawValue: integers[9]) : nil
  context.reason = MacroContext.VerificationReason(rawValue: numbers.smallInt())
  context.clickPosition = present(14) ? .init(x: numbers.int(), y: numbers.int()) : nil
  context.clickType = MacroContext.ClickType(rawValue: numbers.smallInt())
  context.playerState = present(15) ? .init(rawValue: numbers.byte()) : nil
  context.inventoryState = present(16) ? .init(rawValue: numbers.byte()) : nil
  context.playerCapabilities = present(17) ? .init(rawValue: numbers.byte()) : nil
  let listLength = Int(numbers.byte() % 8)
  let integerList = (0..<listLength).map { _ in numbers.int() }
  context.playbackMethods = present(18) ? integerList : nil
  if present(19) { context.vastVersions = integerList }
  if present(20) { context.apiFrameworks = integerList }

  context.adServingId = values.string(.adServingId)
  context.transactionId = values.string(.transactionId)
  context.omidPartner = values.string(.omidPartner)
  context.clientUserAgent = values.string(.clientUserAgent) ?? context.clientUserAgent
  context.assetURI = values.string(.assetURI)
  context.contentId = values.string(.contentId)
  context.contentURI = values.string(.contentURI)
  context.pageURL = values.string(.pageURL)
  context.domain = values.string(.domain)
  context.storeId = values.string(.storeId)
  context.storeURL = values.string(.storeURL)
  context.adType = values.string(.adType).map(AdType.init(rawValue:))
  if let value = values.string(.universalAdIdValue) {
    let registry = values.string(.universalAdIdRegistry)
    context.universalAdIds = [UniversalAdId(value: value, registry: registry)]
  }
  context.adCategories = values.list(.adCategories)
  context.blockedAdCategories = values.list(.blockedAdCategories)
  context.extensions = values.list(.extensions) ?? []
  context.verificationVendors = values.list(.verificationVendors) ?? []
  context.mediaMime = values.list(.mediaMime) ?? context.mediaMime
  context.contentCategories = values.list(.contentCategories)
  context.device = DeviceInfo(
    userAgent: values.string(.deviceUserAgent) ?? DeviceInfo.defaultUserAgent,
    appBundle: values.string(.appBundle),
    playerSize: present(21) ? .init(width: numbers.int(), height: numbers.int()) : nil)
  context.privacy = PrivacySignals(
    gdprApplies: present(22) ? present(23) : nil, tcString: values.string(.tcString),
    additionalConsent: values.string(.additionalConsent), usPrivacy: values.string(.usPrivacy),
    gppString: values.string(.gppString), gppSectionIDs: present(24) ? integerList : [],
    nonPersonalizedAds: present(25), limitedAds: present(26), restrictDataProcessing: present(27),
    advertisingIdentifier: values.string(.advertisingIdentifier),
    advertisingIdentifierType: values.string(.advertisingIdentifierType),
    limitAdTracking: present(28), regulations: values.list(.regulations) ?? [],
    childDirected: present(29), underAgeOfConsent: present(30))
  return context
}

/// Bytes a value may add to a URL: RFC 3986 unreserved ones, `%` of its escapes and the `,` that
/// joins lists. Every other byte in the output must come from the template.
private func valueMayAdd(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
    UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "%"), UInt8(ascii: ","):
    true
  default: false
  }
}

private func histogram<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [Int] {
  var counts = [Int](repeating: 0, count: 256)
  for byte in bytes { counts[Int(byte)] += 1 }
  return counts
}

/// `%` not followed by two hex digits.
private func malformedEscapes(_ text: String) -> Int {
  let bytes = Array(text.utf8)
  func isHex(_ index: Int) -> Bool {
    index < bytes.count
      && (bytes[index] | 0x20 >= 0x61 && bytes[index] | 0x20 <= 0x66
        || (0x30...0x39).contains(bytes[index]))
  }
  var count = 0
  for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
    if !(isHex(index + 1) && isHex(index + 2)) { count += 1 }
  }
  return count
}

private func occurrences(of needle: String, in text: String) -> Int {
  text.components(separatedBy: needle).count - 1
}

private func checkEncoding(template: String, output: String, kind: MacroExpander.URLKind) {
  if !template.utf8.contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "%") }) {
    require(output == template, "a template without [ or % comes back unchanged")
    return
  }
  let before = histogram(template.utf8)
  let after = histogram(output.utf8)
  for byte in 0...255 where !valueMayAdd(UInt8(byte)) && after[byte] > before[byte] {
    require(
      false,
      "a value added a raw byte 0x\(String(byte, radix: 16)) (\(after[byte]) in the output, "
        + "\(before[byte]) in the template): \(output.debugDescription)")
  }
  require(
    malformedEscapes(output) <= malformedEscapes(template),
    "the expander wrote a malformed escape: \(output.debugDescription)")
  let gated: [(String, MacroExpander.URLKind)] = [
    ("[ERRORCODE]", .error), ("[CLICKPOS]", .click), ("[REASON]", .verification),
  ]
  // Never replaced outside their kind. (An empty value may join `[RE` and `ASON]` into one more
  // `[REASON]`, so the count may grow; it never shrinks.)
  for (token, owner) in gated where kind != owner {
    require(
      occurrences(of: token, in: output) >= occurrences(of: token, in: template),
      "\(token) was replaced in a \(kind) URL")
  }
}

/// The parameters ``AdTagParameters`` may add; any other new query item is an injection.
private let ownedParameters = AdTagParameters.parameterNames

private func queryKeys(_ url: String) -> [String] {
  let beforeFragment = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
  guard let mark = beforeFragment.firstIndex(of: "?") else { return [] }
  let query = beforeFragment[beforeFragment.index(after: mark)...]
  guard !query.isEmpty else { return [] }
  return query.split(separator: "&", omittingEmptySubsequences: false).map { item in
    let name = String(item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0])
    return (name.removingPercentEncoding ?? name).lowercased()
  }
}

private func checkAdTag(
  _ expanded: String, context: MacroContext, values: Values, _ numbers: inout ByteStream
) {
  guard let url = URL(string: expanded), let host = url.host, !host.isEmpty else { return }
  let privacy = context.privacy
  func flag(_ byte: UInt8) -> Bool? { byte % 3 == 0 ? nil : byte % 3 == 1 }
  var settings = Settings()
  settings.loading.adTagParameterHosts = [host]
  settings.language = context.domain
  settings.ppid = context.storeId
  settings.sessionID =
    numbers.byte() % 2 == 0
    ? values.string(.transactionId) : "8B1C3A2E-5D4F-4E6A-9B7C-0123456789AB"
  settings.playerType = values.string(.omidPartner)
  settings.playerVersion = values.string(.clientUserAgent)
  let result = AdTagParameters.apply(
    to: url, settings: settings, privacy: privacy, device: context.device,
    correlator: values.string(.correlator) ?? "1234567890123456",
    contentURL: context.contentURI, descriptionURL: context.pageURL,
    adWillAutoPlay: flag(numbers.byte()), adWillPlayMuted: flag(numbers.byte()),
    continuousPlayback: flag(numbers.byte()))
  let text = result.absoluteString
  let inputKeys = Set(queryKeys(url.absoluteString))
  for key in queryKeys(text) where !inputKeys.contains(key) {
    require(
      ownedParameters.contains(key), "ad-tag value injected the parameter \(key.debugDescription)")
  }
  let identifierAllowed =
    !(privacy.advertisingIdentifier ?? "").isEmpty && !privacy.limitAdTracking
    && !privacy.limitedAds
  if !identifierAllowed {
    let keys = Set(queryKeys(text))
    for key in ["rdid", "idtype", "ppid", "sid"] {
      require(!keys.contains(key), "\(key) sent although consent withholds the identifier")
    }
  }
  require(
    histogram(text.utf8)[Int(UInt8(ascii: "#"))]
      <= histogram(url.absoluteString.utf8)[Int(UInt8(ascii: "#"))],
    "a value added a fragment")
}

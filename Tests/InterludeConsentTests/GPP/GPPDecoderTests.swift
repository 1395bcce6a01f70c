import InterludeConsent
import Testing

/// Hand-encoded GPP strings (no shared files), error kinds, and garbage that must not crash.
struct GPPDecoderTests {
  /// Encodes a bit string (`"0011"`) as base64url, padding with zeros to a multiple of 6.
  static func base64URL(_ bits: String) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    var digits = Array(bits.filter { $0 == "0" || $0 == "1" })
    while digits.count % 6 != 0 { digits.append("0") }
    return String(
      stride(from: 0, to: digits.count, by: 6).map { start in
        alphabet[digits[start..<start + 6].reduce(0) { $0 << 1 | ($1 == "1" ? 1 : 0) }]
      })
  }

  /// `width` bits of `value`.
  static func bits(_ value: Int, _ width: Int) -> String {
    String((0..<width).reversed().map { value >> $0 & 1 == 1 ? "1" : "0" })
  }

  /// A header with these (offset-coded) entries: `(isRange, fibonacci codes…)`.
  static func header(count: Int, entries: String) -> String {
    base64URL(bits(3, 6) + bits(1, 6) + bits(count, 12) + entries)
  }

  @Test func headerWithSingleIDsAndARange() throws {
    // 2 (0, 011), then a range 2+4=6 … 6+1=7 (1, 1011, 11), then 7+1=8 (0, 11).
    let text = Self.header(count: 3, entries: "0011" + "1101111" + "011")
    let header = try GPPString(decoding: text).header
    #expect(header.sectionIDs == [2, 6, 7, 8])
  }

  @Test func bothHeaderPaddingsDecodeAlike() throws {
    #expect(try GPPString(decoding: "DBABM").header.sectionIDs == [2])
    #expect(try GPPString(decoding: "DBABMA").header.sectionIDs == [2])
    #expect(try GPPString(decoding: "DBACNY").header.sectionIDs == [2, 6])
    #expect(try GPPString(decoding: "DBACNYA").header.sectionIDs == [2, 6])
  }

  @Test func handEncodedUSNatV2WithGPC() throws {
    let core =
      Self.bits(2, 6) + String(repeating: "01", count: 9) + String(repeating: "10", count: 16)
      + "000110" + "01" + "10" + "00" + "01"
    let text = "DBABLA~" + Self.base64URL(core) + "." + Self.base64URL("01" + "1")
    let gpp = try GPPString(decoding: text)
    guard case .usNat(let section) = try #require(gpp.section(id: 7)) else {
      Issue.record("section 7 is not usnat")
      return
    }
    #expect(section.version == 2)
    #expect(section.saleOptOut == 1)
    #expect(section.sensitiveDataProcessing == Array(repeating: 2, count: 16))
    #expect(section.knownChildSensitiveDataConsents == [0, 1, 2])
    #expect(section.personalDataConsents == 1)
    #expect(section.mspaCoveredTransaction == 2)
    #expect(section.mspaServiceProviderMode == 1)
    #expect(section.gpc)
  }

  @Test func handEncodedUSVAAndUSPrivacy() throws {
    let core =
      Self.bits(1, 6) + "01" + "10" + "00" + "01" + "10" + String(repeating: "10", count: 8)
      + "01" + "10" + "10" + "01"
    let text =
      "DBACLMA~"
      + Self.base64URL(
        Self.bits(1, 6) + String(repeating: "00", count: 24) + "01"
          + String(repeating: "00", count: 2))
      + "~" + Self.base64URL(core)
    let gpp = try GPPString(decoding: text)
    #expect(gpp.header.sectionIDs == [7, 9])
    guard case .usVA(let section) = try #require(gpp.section(id: 9)) else {
      Issue.record("section 9 is not usva")
      return
    }
    #expect(section.sharingNotice == 1)
    #expect(section.saleOptOutNotice == 2)
    #expect(section.targetedAdvertisingOptOut == 2)
    #expect(section.knownChildSensitiveDataConsents == 1)
    #expect(section.mspaCoveredTransaction == 2)
    #expect(section.mspaOptOutOptionMode == 2)
    let usp = try GPPString(decoding: "DBABTA~1YNN")
    #expect(
      usp.section(id: 6)
        == .usPrivacy(
          GPPUSPrivacySection(
            usPrivacy: USPrivacyString(noticeGiven: .yes, optedOutOfSale: .no, lspaCovered: .no))))
  }

  @Test func sectionTwoKeepsTheTCStringForADecoderHook() throws {
    let gpp = try GPPString(decoding: "DBABMA~CPSG_8APSG_8ANwAAAENDgCgAAAAAAAAAAAAAAAAAAAA.IAAA")
    guard case .tcfEuV2(let section) = try #require(gpp.section(id: 2)) else {
      Issue.record("section 2 is not tcfeuv2")
      return
    }
    #expect(section.tcString == "CPSG_8APSG_8ANwAAAENDgCgAAAAAAAAAAAAAAAAAAAA.IAAA")
    #expect(section.decoded { $0.split(separator: ".").count } == 2)
  }

  @Test(arguments: [
    ("", GPPError.Kind.empty),
    ("CPSG_8APSG_8A", .bareTCString),
    ("XBAA", .notGPP),
    ("DB!A", .invalidCharacter),
    ("DB", .truncated),
    ("DCAA", .unsupportedVersion),
    ("DBABTA~1YNN~1YNN", .sectionCountMismatch),
    ("DBABTA~1XNN", .invalidSection),
    ("DBABTA~", .invalidSection),
    ("DBABLA~BAAA", .invalidSection),
    ("DBABBg~BAAA", .truncated),
    ("DBABLA~DAAAVVVVUQA", .unsupportedSectionVersion),
    ("DBABLA~BAAAVVVVUQA.AA", .invalidSubsection),
    ("DBABLA~BAAAVVVVUQA.QA.QA", .invalidSubsection),
    ("DBABVVVVVVVVVV", .invalidSectionIDs),
  ])
  func malformedStringsFailWithTheirKind(_ text: String, _ kind: GPPError.Kind) {
    #expect(throws: GPPError.self) { try GPPString(decoding: text) }
    do {
      _ = try GPPString(decoding: text)
    } catch {
      #expect(error.kind == kind, "\(text): \(error)")
    }
  }

  @Test func errorsNameTheirSection() {
    do {
      _ = try GPPString(decoding: "DBABLA~BAAA")
      Issue.record("decoded a truncated usnat section")
    } catch {
      #expect(error.sectionID == 7)
      #expect(error.description.hasPrefix("section 7 (usnat): "))
    }
  }

  @Test func mutatedValidStringsNeverCrash() {
    var generator = SystemRandomNumberGenerator()
    let seeds = [
      "DBACNYA~CPSG_8APSG_8ANwAAAENAwCgAAAAAAAAAAAAAAAAAAAA.IAAA.YAAAAAAAAAAA~1YNN",
      "DBABrGA~BVVqAAEABCA~BVoYYZoI~BVoYYYI~BVoYYQg~BVaGGGCA~BVoYYYQg",
      "DBABLA~CVVVVVVVVVVW.YA", "DBABjw", "DBABTA~1YNN",
    ]
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_~.")
    for _ in 0..<5_000 {
      var characters = Array(seeds.randomElement(using: &generator) ?? "DBAA")
      for _ in 0..<Int.random(in: 1...4, using: &generator) where characters.count > 1 {
        let index = Int.random(in: 1..<characters.count, using: &generator)
        switch Int.random(in: 0...2, using: &generator) {
        case 0: characters[index] = alphabet.randomElement(using: &generator) ?? "A"
        case 1: characters.remove(at: index)
        default: characters.insert(alphabet.randomElement(using: &generator) ?? "A", at: index)
        }
      }
      _ = try? GPPString(decoding: String(characters))
    }
  }

  @Test func randomGarbageNeverCrashes() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_~.!")
    var decoded = 0
    for _ in 0..<5_000 {
      let length = Int.random(in: 0...40, using: &generator)
      let body = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "A" })
      let prefix = ["", "D", "DBA", "DBAB", "DBAC"].randomElement(using: &generator) ?? ""
      if (try? GPPString(decoding: prefix + body)) != nil { decoded += 1 }
    }
    #expect(decoded >= 0)
  }
}

/// A macro the expander knows: one case per IAB name, legacy spellings folded in as aliases.
///
/// The raw value is the IAB name. ``lookup(_:)`` finds a case from the bytes between the
/// delimiters of a token without building a string: an FNV-1a hash picks the candidate and a
/// byte comparison confirms it, so a beacon with many tokens allocates nothing to find them.
enum Macro: String, CaseIterable, Sendable {
  // Generic.
  case timestamp = "TIMESTAMP"
  case cacheBusting = "CACHEBUSTING"
  // Ad break.
  case contentPlayhead = "CONTENTPLAYHEAD"
  case mediaPlayhead = "MEDIAPLAYHEAD"
  case breakPosition = "BREAKPOSITION"
  case blockedAdCategories = "BLOCKEDADCATEGORIES"
  case adCategories = "ADCATEGORIES"
  case adCount = "ADCOUNT"
  case transactionId = "TRANSACTIONID"
  case placementType = "PLACEMENTTYPE"
  case adType = "ADTYPE"
  case universalAdId = "UNIVERSALADID"
  case breakMaxDuration = "BREAKMAXDURATION"
  case breakMaxAds = "BREAKMAXADS"
  case breakMinAdLength = "BREAKMINADLENGTH"
  case breakMaxAdLength = "BREAKMAXADLENGTH"
  // Client.
  case ifa = "IFA"
  case ifaType = "IFATYPE"
  case clientUA = "CLIENTUA"
  case serverUA = "SERVERUA"
  case deviceUA = "DEVICEUA"
  case serverSide = "SERVERSIDE"
  case deviceIP = "DEVICEIP"
  case latLong = "LATLONG"
  // Publisher.
  case domain = "DOMAIN"
  case pageURL = "PAGEURL"
  case appBundle = "APPBUNDLE"
  case storeId = "STOREID"
  case storeURL = "STOREURL"
  // Capabilities.
  case vastVersions = "VASTVERSIONS"
  case apiFrameworks = "APIFRAMEWORKS"
  case extensions = "EXTENSIONS"
  case verificationVendors = "VERIFICATIONVENDORS"
  case omidPartner = "OMIDPARTNER"
  case mediaMime = "MEDIAMIME"
  case playerCapabilities = "PLAYERCAPABILITIES"
  case clickType = "CLICKTYPE"
  case playbackMethods = "PLAYBACKMETHODS"
  // Player state.
  case playerState = "PLAYERSTATE"
  case inventoryState = "INVENTORYSTATE"
  case playerSize = "PLAYERSIZE"
  case adPlayhead = "ADPLAYHEAD"
  case assetURI = "ASSETURI"
  case contentId = "CONTENTID"
  case contentURI = "CONTENTURI"
  case contentCategories = "CONTENTCAT"
  case podSequence = "PODSEQUENCE"
  case adServingId = "ADSERVINGID"
  // Click, error, verification.
  case clickPosition = "CLICKPOS"
  case errorCode = "ERRORCODE"
  case reason = "REASON"
  // Regulation.
  case limitAdTracking = "LIMITADTRACKING"
  case regulations = "REGULATIONS"
  case gdprConsent = "GDPRCONSENT"
  case gppString = "GPPSTRING"
  case gppSectionId = "GPPSECTIONID"

  /// Non-standard spellings found in real tags, with the macro each one means.
  ///
  /// `[CACHEBUSTER]`/`%%CACHEBUSTER%%`, `[RANDOM]`, `[random]` (cache busters), `[timestamp]`,
  /// VMAP's `[ERROR_CODE]` and the ad-server spelling `[GDPR_CONSENT]`.
  static let aliases: [(name: String, macro: Macro)] = [
    ("CACHEBUSTER", .cacheBusting), ("RANDOM", .cacheBusting), ("random", .cacheBusting),
    ("timestamp", .timestamp), ("ERROR_CODE", .errorCode), ("GDPR_CONSENT", .gdprConsent),
  ]

  /// The longest name in the table; a longer run of name characters cannot be a macro.
  static let maximumNameLength = 32

  /// Whether a token may be replaced in a URL of this kind.
  ///
  /// `[ERRORCODE]` belongs to `<Error>` URLs, `[CLICKPOS]` to click tracking and `[REASON]` to
  /// `verificationNotExecuted`; elsewhere they stay as written.
  func isAllowed(in kind: MacroExpander.URLKind) -> Bool {
    switch self {
    case .errorCode: kind == .error
    case .clickPosition: kind == .click
    case .reason: kind == .verification
    default: true
    }
  }

  /// The macro named by `name` (case-sensitive), or nil.
  static func lookup(_ name: UnsafeBufferPointer<UInt8>) -> Macro? {
    guard let entry = table[hash(name)], entry.name.utf8.elementsEqual(name) else { return nil }
    return entry.macro
  }

  /// True for the bytes a macro name may contain: `A-Z a-z 0-9 _`.
  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  private struct Entry: Sendable {
    var name: String
    var macro: Macro
  }

  private static let table: [UInt64: Entry] = {
    var table: [UInt64: Entry] = [:]
    let names = allCases.map { ($0.rawValue, $0) } + aliases.map { ($0.name, $0.macro) }
    for (name, macro) in names {
      var name = name
      let key = name.withUTF8 { hash($0) }
      // A collision would make one name unreachable; the tests check every name resolves.
      if table[key] == nil { table[key] = Entry(name: name, macro: macro) }
    }
    return table
  }()

  private static func hash<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return hash
  }
}

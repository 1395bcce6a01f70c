/// A numeric error code from the IAB VAST 4.3 table (§2.3.6.3) or the VMAP 1.0.1 table.
///
/// The code is what goes into the `[ERRORCODE]` macro of `<Error>` URLs, so it is kept as an
/// open set: any number an ad server defines survives a round trip, and the named constants
/// cover every code the standards define.
public struct VASTErrorCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The numeric value reported to ad servers.
  public let rawValue: Int

  /// Creates a code from its numeric value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The number as text.
  public var description: String { String(rawValue) }

  /// True for the VMAP codes (1000–1008).
  package var isVMAP: Bool { (1000...1008).contains(rawValue) }

  // MARK: XML and schema

  /// 100: XML parsing error.
  public static let xmlParsing = VASTErrorCode(rawValue: 100)
  /// 101: VAST schema validation error.
  public static let schemaValidation = VASTErrorCode(rawValue: 101)
  /// 102: VAST version of response not supported.
  public static let versionNotSupported = VASTErrorCode(rawValue: 102)

  // MARK: Trafficking

  /// 200: Trafficking error; the player received an ad type it did not expect.
  public static let trafficking = VASTErrorCode(rawValue: 200)
  /// 201: Expected different linearity.
  public static let unexpectedLinearity = VASTErrorCode(rawValue: 201)
  /// 202: Expected different duration.
  public static let unexpectedDuration = VASTErrorCode(rawValue: 202)
  /// 203: Expected different size.
  public static let unexpectedSize = VASTErrorCode(rawValue: 203)
  /// 204: Ad category was required but not provided.
  public static let categoryRequired = VASTErrorCode(rawValue: 204)
  /// 205: InLine Category violates the Wrapper's BlockedAdCategories.
  public static let blockedCategory = VASTErrorCode(rawValue: 205)
  /// 206: Ad break shortened; the ad was not served.
  public static let breakShortened = VASTErrorCode(rawValue: 206)

  // MARK: Wrapper

  /// 300: General wrapper error.
  public static let wrapper = VASTErrorCode(rawValue: 300)
  /// 301: Timeout of the VAST URI of a wrapper, or the URI was unavailable.
  public static let wrapperTimeout = VASTErrorCode(rawValue: 301)
  /// 302: Wrapper limit reached.
  public static let wrapperLimit = VASTErrorCode(rawValue: 302)
  /// 303: No VAST response after one or more wrappers (also a no-ad response).
  public static let noAds = VASTErrorCode(rawValue: 303)
  /// 304: InLine ad failed to display within its time limit.
  public static let inlineDisplayTimeout = VASTErrorCode(rawValue: 304)

  // MARK: Linear

  /// 400: General linear error.
  public static let linear = VASTErrorCode(rawValue: 400)
  /// 401: Media file not found.
  public static let mediaFileNotFound = VASTErrorCode(rawValue: 401)
  /// 402: Timeout of the media file URI.
  public static let mediaFileTimeout = VASTErrorCode(rawValue: 402)
  /// 403: No media file supported by this player.
  public static let noSupportedMediaFile = VASTErrorCode(rawValue: 403)
  /// 405: Problem displaying the media file.
  public static let mediaFileDisplay = VASTErrorCode(rawValue: 405)
  /// 406: Mezzanine required but not provided.
  public static let mezzanineRequired = VASTErrorCode(rawValue: 406)
  /// 407: Mezzanine is being downloaded for the first time.
  public static let mezzanineDownloading = VASTErrorCode(rawValue: 407)
  /// 408: Conditional ad rejected (deprecated).
  public static let conditionalAdRejected = VASTErrorCode(rawValue: 408)
  /// 409: Interactive creative file was not executed.
  public static let interactiveCreativeNotExecuted = VASTErrorCode(rawValue: 409)
  /// 410: Verification unit was not executed.
  public static let verificationNotExecuted = VASTErrorCode(rawValue: 410)
  /// 411: Mezzanine provided but not to spec.
  public static let mezzanineNotToSpec = VASTErrorCode(rawValue: 411)

  // MARK: Non-linear and companion

  /// 500: General non-linear error.
  public static let nonLinear = VASTErrorCode(rawValue: 500)
  /// 501: Non-linear creative dimensions do not fit the display area.
  public static let nonLinearSize = VASTErrorCode(rawValue: 501)
  /// 502: Unable to fetch the non-linear resource.
  public static let nonLinearFetch = VASTErrorCode(rawValue: 502)
  /// 503: Could not find a supported non-linear resource.
  public static let nonLinearUnsupported = VASTErrorCode(rawValue: 503)
  /// 600: General companion error.
  public static let companion = VASTErrorCode(rawValue: 600)
  /// 601: Companion dimensions do not fit the display area.
  public static let companionSize = VASTErrorCode(rawValue: 601)
  /// 602: A required companion could not be displayed.
  public static let companionRequired = VASTErrorCode(rawValue: 602)
  /// 603: Unable to fetch the companion resource.
  public static let companionFetch = VASTErrorCode(rawValue: 603)
  /// 604: Could not find a supported companion resource.
  public static let companionUnsupported = VASTErrorCode(rawValue: 604)

  // MARK: Other

  /// 900: Undefined error.
  public static let undefined = VASTErrorCode(rawValue: 900)
  /// 901: General VPAID error.
  public static let vpaid = VASTErrorCode(rawValue: 901)
  /// 902: General interactive creative file error.
  public static let interactiveCreative = VASTErrorCode(rawValue: 902)

  // MARK: VMAP

  /// 1000: VMAP schema error.
  public static let vmapSchema = VASTErrorCode(rawValue: 1000)
  /// 1001: VMAP version of response not supported.
  public static let vmapVersionNotSupported = VASTErrorCode(rawValue: 1001)
  /// 1002: VMAP parsing error.
  public static let vmapParsing = VASTErrorCode(rawValue: 1002)
  /// 1003: AdBreak type not supported.
  public static let vmapBreakTypeNotSupported = VASTErrorCode(rawValue: 1003)
  /// 1004: General ad response document error.
  public static let vmapAdResponse = VASTErrorCode(rawValue: 1004)
  /// 1005: Ad response template type not supported.
  public static let vmapTemplateTypeNotSupported = VASTErrorCode(rawValue: 1005)
  /// 1006: Ad response document extraction or parsing error.
  public static let vmapAdDocumentParsing = VASTErrorCode(rawValue: 1006)
  /// 1007: Ad response document retrieval timeout.
  public static let vmapRetrievalTimeout = VASTErrorCode(rawValue: 1007)
  /// 1008: Ad response document retrieval error.
  public static let vmapRetrieval = VASTErrorCode(rawValue: 1008)
}

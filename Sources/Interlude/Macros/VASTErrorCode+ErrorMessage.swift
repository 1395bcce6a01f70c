import Foundation

/// VMAP's `[ERROR_MESSAGE]`: the error a VMAP break's `error` tracking reports, in words.
///
/// VMAP 1.0.1 §2.5: "a video player must replace [ERROR_CODE] and [ERROR_MESSAGE] macros, if
/// provided". The message is the meaning of the code in the IAB VAST and VMAP error tables, so
/// it says what the code says and nothing more: no URL, no server answer, nothing the privacy
/// rules would have to withhold.
extension VASTErrorCode {
  /// The code's meaning, in a few words (the IAB table's, shortened); "Undefined error" for a
  /// code the tables do not define.
  var errorMessage: String {
    Self.messages[rawValue] ?? "Undefined error"
  }

  /// `template` with VMAP's `[ERROR_MESSAGE]` (also written `%%ERROR_MESSAGE%%`, or with the
  /// brackets percent-encoded) replaced by ``errorMessage``, percent-encoded as the macro engine
  /// encodes every value.
  func fillingErrorMessage(in template: String) -> String {
    guard template.contains("ERROR_MESSAGE") else { return template }
    var writer = MacroWriter()
    writer.appendEncoded(errorMessage)
    let value = writer.string
    return Self.messageTokens.reduce(template) {
      $0.replacingOccurrences(of: $1, with: value)
    }
  }

  /// The spellings of the macro: bracketed, between double percents, and with the brackets a
  /// URL parser percent-encoded (either case of hex digit).
  private static let messageTokens = [
    "[ERROR_MESSAGE]", "%%ERROR_MESSAGE%%", "%5BERROR_MESSAGE%5D", "%5bERROR_MESSAGE%5d",
  ]

  private static let messages: [Int: String] = [
    100: "XML parsing error",
    101: "VAST schema validation error",
    102: "VAST version of response not supported",
    200: "Trafficking error: unexpected ad type",
    201: "Expected different linearity",
    202: "Expected different duration",
    203: "Expected different size",
    204: "Ad category required but not provided",
    205: "InLine category violates the wrapper's blocked ad categories",
    206: "Ad break shortened: ad not served",
    300: "General wrapper error",
    301: "Timeout or unavailable VAST URI of a wrapper",
    302: "Wrapper limit reached",
    303: "No VAST response after one or more wrappers",
    304: "InLine ad not displayed within its time limit",
    400: "General linear error",
    401: "Media file not found",
    402: "Timeout of the media file URI",
    403: "No media file supported by the player",
    405: "Problem displaying the media file",
    406: "Mezzanine required but not provided",
    407: "Mezzanine being downloaded for the first time",
    408: "Conditional ad rejected",
    409: "Interactive creative file not executed",
    410: "Verification unit not executed",
    411: "Mezzanine not provided to spec",
    500: "General non-linear error",
    501: "Non-linear ad does not fit the display area",
    502: "Unable to fetch the non-linear resource",
    503: "No supported non-linear resource",
    600: "General companion error",
    601: "Companion does not fit the display area",
    602: "Unable to display a required companion",
    603: "Unable to fetch the companion resource",
    604: "No supported companion resource",
    900: "Undefined error",
    901: "General VPAID error",
    902: "General interactive creative file error",
    1000: "VMAP schema error",
    1001: "VMAP version of response not supported",
    1002: "VMAP parsing error",
    1003: "Ad break type not supported",
    1004: "General ad response document error",
    1005: "Ad response template type not supported",
    1006: "Ad response document extraction or parsing error",
    1007: "Ad response document retrieval timeout",
    1008: "Ad response document retrieval error",
  ]
}

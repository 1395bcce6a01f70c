import Foundation
import Testing

@testable import Interlude

/// VMAP 1.0.1 §2.5: "a video player must replace [ERROR_CODE] and [ERROR_MESSAGE] macros, if
/// provided". The message is the code's meaning from the IAB VAST and VMAP error tables.
@Suite("VMAP [ERROR_MESSAGE] (VMAP 1.0.1 §2.5)")
struct VMAPErrorMessageTests {
  private static let definedCodes: [VASTErrorCode] = [
    .xmlParsing, .schemaValidation, .versionNotSupported, .trafficking, .unexpectedLinearity,
    .unexpectedDuration, .unexpectedSize, .categoryRequired, .blockedCategory, .breakShortened,
    .wrapper, .wrapperTimeout, .wrapperLimit, .noAds, .inlineDisplayTimeout, .linear,
    .mediaFileNotFound, .mediaFileTimeout, .noSupportedMediaFile, .mediaFileDisplay,
    .mezzanineRequired, .mezzanineDownloading, .conditionalAdRejected,
    .interactiveCreativeNotExecuted, .verificationNotExecuted, .mezzanineNotToSpec, .nonLinear,
    .nonLinearSize, .nonLinearFetch, .nonLinearUnsupported, .companion, .companionSize,
    .companionRequired, .companionFetch, .companionUnsupported, .vpaid, .interactiveCreative,
    .vmapSchema, .vmapVersionNotSupported, .vmapParsing, .vmapBreakTypeNotSupported,
    .vmapAdResponse, .vmapTemplateTypeNotSupported, .vmapAdDocumentParsing,
    .vmapRetrievalTimeout, .vmapRetrieval,
  ]

  @Test("every code of the IAB VAST 4.3 and VMAP 1.0.1 tables has its own message")
  func everyDefinedCodeHasItsMessage() {
    let messages = Self.definedCodes.map(\.errorMessage)
    #expect(!messages.contains("Undefined error"))
    #expect(Set(messages).count == messages.count)
    #expect(VASTErrorCode.undefined.errorMessage == "Undefined error")
    #expect(VASTErrorCode(rawValue: 777).errorMessage == "Undefined error")
  }

  @Test("[ERROR_MESSAGE], %%ERROR_MESSAGE%% and %5BERROR_MESSAGE%5D are replaced, encoded")
  func spellingsAreReplaced() {
    let code = VASTErrorCode.wrapperLimit
    for template in [
      "https://t.test/e?m=[ERROR_MESSAGE]", "https://t.test/e?m=%%ERROR_MESSAGE%%",
      "https://t.test/e?m=%5BERROR_MESSAGE%5D", "https://t.test/e?m=%5bERROR_MESSAGE%5d",
    ] {
      #expect(
        code.fillingErrorMessage(in: template) == "https://t.test/e?m=Wrapper%20limit%20reached")
    }
  }

  @Test("the message cannot add a parameter, and other tokens stay as written")
  func valueIsEncodedAndOtherTokensStay() {
    let filled = VASTErrorCode.trafficking.fillingErrorMessage(
      in: "https://t.test/e?m=[ERROR_MESSAGE]&c=[ERROR_CODE]&x=[ERROR_MESSAGES]")
    #expect(
      filled == "https://t.test/e?m=Trafficking%20error%3A%20unexpected%20ad%20type"
        + "&c=[ERROR_CODE]&x=[ERROR_MESSAGES]")
    #expect(VASTErrorCode.noAds.fillingErrorMessage(in: "https://t.test/e") == "https://t.test/e")
  }
}

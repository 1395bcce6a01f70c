import Foundation
import Interlude
import Testing

/// The TC string specification, "How does a URL-based service process the TC string when it
/// can't execute JavaScript?": "Any caller with access to the applicable TC String must insert
/// it within a URL containing the macro `${GDPR_CONSENT_XXXXX}`… The service making the call
/// must replace the macros", `${GDPR}` being `0` / `1`; and `${GDPR_PD}` (withdrawn in 2024)
/// and Google's `${ADDTL_CONSENT}`, as ad servers write them.
@Suite("Consent URL macros")
struct ConsentURLMacroTests {
  let expander = MacroExpander()

  static let consented = PrivacySignals(
    gdprApplies: true, tcString: "CPtc/string+1", additionalConsent: "2~89.1~dv.3",
    nonPersonalizedAds: false, advertisingIdentifier: "IDFA-1", advertisingIdentifierType: "idfa",
    limitAdTracking: false)

  private func expand(
    _ template: String, _ privacy: PrivacySignals = consented,
    kind: MacroExpander.URLKind = .tracking
  ) -> String {
    expander.expand(template, context: MacroContext(privacy: privacy), kind: kind)
  }

  @Test("TC string spec: ${GDPR} is 1 or 0 and ${GDPR_CONSENT_XXXXX} the TC string, encoded")
  func replacedLikeTheVASTMacros() {
    let template =
      "https://t.example/p?gdpr=${GDPR}&gdpr_consent=${GDPR_CONSENT_755}&c=[GDPRCONSENT]"
      + "&addtl_consent=${ADDTL_CONSENT}&gdpr_pd=${GDPR_PD}"
    #expect(
      expand(template)
        == "https://t.example/p?gdpr=1&gdpr_consent=CPtc%2Fstring%2B1&c=CPtc%2Fstring%2B1"
        + "&addtl_consent=2~89.1~dv.3&gdpr_pd=1")
    var notApplying = Self.consented
    notApplying.gdprApplies = false
    #expect(expand("gdpr=${GDPR}", notApplying) == "gdpr=0")
  }

  @Test("Consent that is unknown is -1, as in [GDPRCONSENT]; ${GDPR_PD} stays the default 1")
  func unknownConsent() {
    let template = "${GDPR}|${GDPR_CONSENT_755}|[GDPRCONSENT]|${ADDTL_CONSENT}|${GDPR_PD}"
    #expect(expand(template, .withheld) == "-1|-1|-1|-1|1")
    // GDPR does not apply and no string is stored: the string is unknown, never withheld.
    let notApplying = PrivacySignals(gdprApplies: false)
    #expect(expand(template, notApplying) == "0|-1|-1|-1|1")
  }

  @Test(
    "TC string spec: 'check that the macro name contains a valid Vendor ID before replacing the macro'",
    arguments: [
      "${GDPR_CONSENT_0}", "${GDPR_CONSENT_007}", "${GDPR_CONSENT_65536}",
      "${GDPR_CONSENT_123456}", "${GDPR_CONSENT_}", "${GDPR_CONSENT_12a}",
      "${GDPR_CONSENT_XXXXX}", "${gdpr_consent_755}",
    ])
  func invalidVendorIDsStay(template: String) {
    #expect(expand(template) == template)
  }

  @Test("Vendor ids 1 to 65535 (the TC string's 16-bit vendor ids) are replaced")
  func validVendorIDs() {
    #expect(
      expand("${GDPR_CONSENT_1}.${GDPR_CONSENT_65535}") == "CPtc%2Fstring%2B1.CPtc%2Fstring%2B1")
  }

  @Test("Braces and dollar sign a URL parser percent-encoded still delimit the macros")
  func encodedDelimiters() {
    #expect(
      expand("a=$%7BGDPR%7D&b=%24%7BGDPR%7D&c=%24%7bGDPR_PD%7d&d=%24{GDPR}") == "a=1&b=1&c=1&d=1")
  }

  @Test("Other ${…} tokens, VAST names and near misses stay as written")
  func othersStay() {
    let templates = [
      "${CACHEBUSTER}&${TIMESTAMP}&${GDPRCONSENT}&${gdpr}&${ GDPR }&$GDPR&{GDPR}",
      "[GDPR]&%%GDPR%%&[ADDTL_CONSENT]&${GDPR%7D&$%7BGDPR}&${GDPR&$",
      "${\(String(repeating: "A", count: 40))}",
    ]
    for template in templates {
      #expect(expand(template) == template)
    }
  }

  @Test("Every kind of URL replaces them: ad tags, beacons, errors, clicks, verification")
  func everyKind() {
    for kind in MacroExpander.URLKind.allCases {
      #expect(expand("g=${GDPR}&c=${GDPR_CONSENT_755}", kind: kind) == "g=1&c=CPtc%2Fstring%2B1")
    }
  }

  @Test("An Additional Consent string cannot add a parameter")
  func encodedValues() {
    var hostile = Self.consented
    hostile.additionalConsent = "2~1&evil=1#x"
    #expect(expand("ac=${ADDTL_CONSENT}&n=1", hostile) == "ac=2~1%26evil%3D1%23x&n=1")
  }
}

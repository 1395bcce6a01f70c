import Foundation
import InterludeInspect
import InterludeVAST
import Testing

@Suite struct ValidationRuleTests {
  private func validate(_ text: String) -> ValidationReport {
    VASTValidator().validate(Data(text.utf8))
  }

  @Test(arguments: LintRuleCase.all)
  func ruleFiresOnBadDocumentOnly(_ rule: LintRuleCase) {
    #expect(rule.bad != rule.good, "the broken document must differ from the good one")
    let bad = validate(rule.bad)
    let found = bad.diagnostics.filter { $0.ruleID == rule.ruleID }
    #expect(
      found.contains { $0.path == rule.path && $0.severity == rule.severity },
      "\(rule.ruleID) not found at \(rule.path): \(bad.diagnostics.map(\.description))")
    #expect(found.allSatisfy { $0.severity == LintRules.rule(id: rule.ruleID)?.severity })
    let good = validate(rule.good)
    #expect(
      !good.diagnostics.contains { $0.ruleID == rule.ruleID },
      "\(rule.ruleID) fired on the good document: \(good.diagnostics.map(\.description))")
  }

  @Test func everyCatalogueRuleHasACase() {
    let covered = Set(LintRuleCase.all.map(\.ruleID))
    let catalogue = Set(LintRules.all.map(\.id))
    #expect(covered == catalogue)
  }

  @Test(arguments: ["inLine42", "inLine40", "inLine43", "wrapper42", "vmap", "inLine20"])
  func validDocumentsHaveNoFindings(_ name: String) throws {
    let valid = [
      "inLine42": LintDocuments.inLine42,
      "inLine40": LintDocuments.inLine(version: "4.0")
        .replacingFirst("<AdServingId>serving-1</AdServingId>", with: "")
        .replacingFirst(#" adType="video""#, with: ""),
      "inLine43": LintDocuments.inLine(version: "4.3"), "wrapper42": LintDocuments.wrapper42,
      "vmap": LintDocuments.vmap, "inLine20": LintDocuments.inLine20,
    ]
    let report = validate(try #require(valid[name]))
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
    #expect(report.failure == nil)
  }

  @Test func fourOneRulesAreNotAppliedToOlderVersions() {
    let text = LintDocuments.inLine(version: "3.0")
    let ids = Set(validate(text).diagnostics.map(\.ruleID))
    #expect(!ids.contains("inline-missing-ad-serving-id"))
    #expect(!ids.contains("inline-missing-category"))
    #expect(!ids.contains("creative-missing-universal-ad-id"))
    #expect(ids.contains("element-newer-than-version"))
    let fourZero = LintDocuments.inLine(version: "4.0")
      .replacingFirst("<AdServingId>serving-1</AdServingId>", with: "")
    #expect(
      !validate(fourZero).diagnostics.contains { $0.ruleID == "inline-missing-ad-serving-id" })
  }

  @Test func missingVersionTurnsOffVersionRules() {
    let text = LintDocuments.inLine(version: "3.0")
      .replacingFirst(#"<VAST version="3.0">"#, with: "<VAST>")
    let ids = validate(text).diagnostics.map(\.ruleID)
    #expect(ids == ["vast-missing-version"])
  }

  @Test func wrapperLinearNeedsNoDurationOrMediaFiles() {
    let ids = Set(validate(LintDocuments.wrapper42).diagnostics.map(\.ruleID))
    #expect(!ids.contains("linear-missing-duration"))
    #expect(!ids.contains("linear-missing-media-files"))
  }

  @Test func skipOffsetAboveHundredPercentIsBeyondTheAd() {
    let text = LintDocuments.inLine42.replacingFirst(
      #"skipoffset="00:00:05""#, with: #"skipoffset="150%""#)
    let ids = validate(text).diagnostics.map(\.ruleID)
    #expect(ids == ["skipoffset-beyond-duration"])
    let percent = LintDocuments.inLine42.replacingFirst(
      #"skipoffset="00:00:05""#, with: #"skipoffset="50%""#)
    #expect(validate(percent).diagnostics.isEmpty)
  }

  @Test func mediaFileMissingAttributesAreReportedEach() {
    let text = LintDocuments.inLine42.replacingFirst(#" width="640" height="360""#, with: "")
    let found = validate(text).diagnostics.filter { $0.ruleID == "media-file-missing-attribute" }
    #expect(found.count == 2)
    #expect(found.map(\.message).contains { $0.contains("width") })
    #expect(found.map(\.message).contains { $0.contains("height") })
  }

  @Test func deprecatedConditionalAdAndVPAIDMediaFile() {
    let text = LintDocuments.inLine42
      .replacingFirst(#"adType="video""#, with: #"adType="video" conditionalAd="false""#)
      .replacingFirst(#"scalable="true""#, with: #"scalable="true" apiFramework="VPAID""#)
    let found = validate(text).diagnostics.filter { $0.ruleID == "deprecated-feature" }
    #expect(found.map(\.path) == ["VAST/Ad[1]", LintRuleCase.mediaFile])
    let fourZero = LintDocuments.inLine(version: "4.0")
      .replacingFirst(#"scalable="true""#, with: #"scalable="true" apiFramework="VPAID""#)
    #expect(!validate(fourZero).diagnostics.contains { $0.ruleID == "deprecated-feature" })
  }

  @Test func rootErrorBesideAdsIsFineBeforeFour() {
    let text = LintDocuments.wrapper(version: "3.0").replacingFirst(
      #"<VAST version="3.0">"#,
      with: #"<VAST version="3.0"><Error><![CDATA[https://ads.example.com/e]]></Error>"#)
    #expect(validate(text).diagnostics.isEmpty)
  }

  @Test func emptyURLIsInvalid() {
    let text = LintDocuments.wrapper42.replacingFirst(
      "<Impression><![CDATA[https://ads.example.com/wrapper-impression]]></Impression>",
      with: "<Impression/>")
    let found = validate(text).diagnostics
    #expect(found.map(\.ruleID) == ["invalid-url"])
    #expect(found.first?.path == "VAST/Ad[1]/Wrapper/Impression[1]")
    #expect(found.first?.message.contains("empty") == true)
  }

  @Test func inlineVASTInVMAPIsLintedWithItsPath() {
    let text = LintDocuments.vmap.replacingFirst("<AdTitle>Inline</AdTitle>", with: "")
    let found = validate(text).diagnostics
    #expect(found.map(\.ruleID) == ["inline-missing-ad-title"])
    #expect(found.first?.path == "VMAP/AdBreak[1]/AdSource/VASTAdData/VAST/Ad[1]/InLine")
  }

  @Test func emptyVASTAdDataIsRejected() {
    let text = LintDocuments.vmap.replacingFirst(
      #"<VAST version="3.0">"#, with: "</vmap:VASTAdData><Unused><VAST>"
    )
    .replacingFirst("</VAST>", with: "</VAST></Unused><vmap:VASTAdData>")
    let found = validate(text).diagnostics.filter { $0.ruleID == "vast-ad-data-rejected" }
    #expect(found.map(\.path) == ["VMAP/AdBreak[1]/AdSource/VASTAdData"])
  }
}

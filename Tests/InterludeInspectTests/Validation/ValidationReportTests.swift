import Foundation
import InterludeInspect
import InterludeVAST
import Testing

@Suite struct ValidationReportTests {
  private func validate(_ text: String) -> ValidationReport {
    VASTValidator().validate(Data(text.utf8))
  }

  @Test func validVASTReportsKindAndVersion() {
    let report = validate(LintDocuments.inLine42)
    #expect(report.kind == .vast)
    #expect(report.version == "4.2")
    #expect(report.failure == nil)
    #expect(!report.hasErrors)
  }

  @Test func validVMAPReportsKindAndVersion() {
    let report = validate(LintDocuments.vmap)
    #expect(report.kind == .vmap)
    #expect(report.version == "1.0")
  }

  /// The fuzzer's find (`VASTParser`, crash-6c9a5f80…): one byte 0xE3 in the attribute name
  /// `delivery` of a `<MediaFile>`, which trapped inside FoundationXML before the parser's fix.
  @Test("An invalid UTF-8 byte in an attribute name is rejected with 100, without trapping")
  func invalidUTF8AttributeNameIsRejectedWithCode100() {
    let data =
      Data(
        (#"<VAST version="4.1"><Ad id="1"><InLine><AdSystem>S</AdSystem><Creatives><Creative>"#
          + #"<Linear><Duration>00:00:16</Duration><MediaFiles><MediaFile id="5246" deliver"#)
          .utf8) + Data([0xE3])
      + Data(
        (#"="progressive" type="video/mp4">https://cdn.example/a.mp4</MediaFile></MediaFiles>"#
          + "</Linear></Creative></Creatives></InLine></Ad></VAST>").utf8)
    #expect(VASTValidator().validate(data).failure?.code == .xmlParsing)
  }

  @Test func malformedXMLIsRejectedWithCode100() {
    let report = validate(#"<VAST version="4.2"><Ad id="1"></VAST>"#)
    #expect(report.failure?.code == .xmlParsing)
    #expect(report.kind == .vast)
    #expect(report.diagnostics.map(\.ruleID) == ["document-rejected"])
    #expect(report.diagnostics.first?.message.contains("100") == true)
    #expect(report.hasErrors)
  }

  @Test func unreadableDocumentHasNoKind() {
    let report = validate("not xml at all")
    #expect(report.kind == nil)
    #expect(report.failure?.code == .xmlParsing)
    #expect(report.diagnostics.map(\.path) == ["document"])
  }

  @Test func malformedVMAPIsRejectedWithCode1002() {
    let report = validate(#"<vmap:VMAP xmlns:vmap="x" version="1.0"><vmap:AdBreak>"#)
    #expect(report.kind == .vmap)
    #expect(report.failure?.code == .vmapParsing)
  }

  @Test func vast1IsRejectedWith102() {
    let report = validate("<VideoAdServingTemplate><Ad id=\"1\"/></VideoAdServingTemplate>")
    #expect(report.kind == .vast)
    #expect(report.version == "1.0")
    #expect(report.failure?.code == .versionNotSupported)
    #expect(report.diagnostics.map(\.ruleID) == ["document-rejected"])
    #expect(report.diagnostics.first?.path == "VideoAdServingTemplate")
  }

  @Test func unsupportedVersionIsRejectedWithoutFurtherRules() {
    let report = validate(LintDocuments.inLine(version: "5.0"))
    #expect(report.version == "5.0")
    #expect(report.failure?.code == .versionNotSupported)
    #expect(report.diagnostics.map(\.ruleID) == ["document-rejected"])
  }

  @Test func unknownRootIsRejectedWith101() {
    let report = validate("<html><body/></html>")
    #expect(report.kind == nil)
    #expect(report.failure?.code == .schemaValidation)
    #expect(report.diagnostics.first?.path == "html")
  }

  @Test func unsupportedVMAPVersionIsRejectedWith1001() {
    let report = validate(
      LintDocuments.vmap.replacingFirst(#" version="1.0">"#, with: #" version="2.0">"#))
    #expect(report.kind == .vmap)
    #expect(report.failure?.code == .vmapVersionNotSupported)
    #expect(report.diagnostics.map(\.ruleID) == ["document-rejected"])
  }

  @Test func rejectedDocumentIsStillLinted() {
    let report = validate(
      LintDocuments.vmap.replacingFirst(#" timeOffset="start""#, with: ""))
    #expect(report.failure?.code == .vmapSchema)
    let ids = report.diagnostics.map(\.ruleID)
    #expect(ids.contains("document-rejected"))
    #expect(ids.contains("vmap-break-missing-time-offset"))
    let onlyBrokenAd = validate(#"<VAST version="3.0"><Ad id="x"/></VAST>"#)
    #expect(onlyBrokenAd.failure?.code == .schemaValidation)
    #expect(
      Set(onlyBrokenAd.diagnostics.map(\.ruleID)) == ["document-rejected", "ad-missing-content"])
  }

  @Test func noAdResponseIsInfoNotFailure() {
    let report = validate(
      """
      <VAST version="3.0">
        <Error><![CDATA[https://ads.example.com/e1?c=[ERRORCODE]]]></Error>
        <Error><![CDATA[https://ads.example.com/e2]]></Error>
      </VAST>
      """)
    #expect(report.failure == nil)
    #expect(!report.hasErrors)
    #expect(report.count(of: .info) == 1)
    #expect(report.count(of: .error) == 0)
    #expect(report.diagnostics.first?.message.contains("2 root <Error> URLs") == true)
  }

  @Test func diagnosticsCarryLinesAndAreSorted() {
    let text = LintDocuments.inLine42
      .replacingFirst("<AdTitle>Sample</AdTitle>", with: "")
      .replacingFirst("https://cdn.example.com/ad.mp4", with: "http://cdn.example.com/ad.mp4")
      .replacingFirst(#"width="640""#, with: #"width="wide""#)
      .replacingFirst(#"event="start""#, with: #"event="begin""#)
    let report = validate(text)
    let title = report.diagnostics.first { $0.ruleID == "inline-missing-ad-title" }
    #expect(title?.line == 4)
    let mediaFile = report.diagnostics.filter { $0.path == LintRuleCase.mediaFile }
    #expect(mediaFile.map(\.ruleID) == ["invalid-integer", "insecure-url"])
    #expect(
      report.diagnostics.map(\.line) == report.diagnostics.map(\.line).sorted { $0 ?? 0 < $1 ?? 0 })
    #expect(report.count(of: .error) == 2)
    #expect(report.count(of: .warning) == 2)
  }

  @Test func macrosAreToleratedInURLs() {
    let text = LintDocuments.inLine42.replacingFirst(
      "https://ads.example.com/click",
      with: "https://ads.example.com/click?gdpr=${GDPR}&cb=[CACHEBUSTING]&r=%%RANDOM%%")
    #expect(validate(text).diagnostics.isEmpty)
    let whole = LintDocuments.inLine42.replacingFirst(
      "https://ads.example.com/click", with: "[CLICKURL]")
    #expect(validate(whole).diagnostics.map(\.ruleID) == ["invalid-url"])
  }

  @Test(
    arguments: [
      ("//cdn.example.com/ad.mp4", "protocol-relative"), ("https:///ad.mp4", "has no host"),
      ("https://cdn.example.com/a d.mp4", "white space"),
      ("ftp://cdn.example.com/ad.mp4", "absolute"),
    ])
  func malformedURLsAreInvalid(url: String, reason: String) {
    let text = LintDocuments.inLine42.replacingFirst("https://cdn.example.com/ad.mp4", with: url)
    let found = validate(text).diagnostics.filter { $0.ruleID == "invalid-url" }
    #expect(found.map(\.path) == [LintRuleCase.mediaFile])
    #expect(found.first?.message.contains(reason) == true, "\(found)")
  }

  @Test func interactiveCreativeFileMayBeADataURI() {
    let file =
      #"<InteractiveCreativeFile type="text/html" apiFramework="SIMID">"#
      + "<![CDATA[data:text/html;base64,PGh0bWw+]]></InteractiveCreativeFile></MediaFiles>"
    let text = LintDocuments.inLine42.replacingFirst("</MediaFiles>", with: file)
    #expect(validate(text).diagnostics.isEmpty)
    let elsewhere = LintDocuments.inLine42.replacingFirst(
      "https://cdn.example.com/ad.mp4", with: "data:video/mp4;base64,AAAA")
    #expect(validate(elsewhere).diagnostics.map(\.ruleID).contains("invalid-url"))
  }

  @Test func catalogueIdsAreUniqueKebabCase() {
    let ids = LintRules.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(id.allSatisfy { $0.isASCII && ($0.isLowercase || $0 == "-") }, "\(id)")
      #expect(LintRules.rule(id: id)?.id == id)
    }
    #expect(LintRules.rule(id: "no-such-rule") == nil)
  }
}

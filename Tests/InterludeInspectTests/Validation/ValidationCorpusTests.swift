import Foundation
import InterludeInspect
import InterludeTestSupport
import InterludeVAST
import Testing

@Suite struct ValidationCorpusTests {
  @Test(
    .enabled(
      if: SharedFixtures.isPresent(suite: Test.current?.isSuite),
      "\(SharedFixtures.unavailableMessage)"))
  func everyCorpusDocumentValidates() throws {
    let directory = try #require(SharedFixtures.vastDirectory)
    let files = SharedFixtures.files(under: directory, extensions: ["xml"])
    #expect(!files.isEmpty)
    let validator = VASTValidator()
    for file in files {
      let name = SharedFixtures.relativePath(of: file, under: directory)
      let report = validator.validate(try Data(contentsOf: file))
      #expect(isSorted(report.diagnostics), "\(name) is not sorted")
      for diagnostic in report.diagnostics {
        let rule = LintRules.rule(id: diagnostic.ruleID)
        #expect(rule != nil, "\(name): unknown rule \(diagnostic.ruleID)")
        #expect(rule?.severity == diagnostic.severity, "\(name): \(diagnostic)")
        #expect(!diagnostic.path.isEmpty, "\(name): \(diagnostic)")
      }
      let rejections = report.diagnostics.filter { $0.ruleID == "document-rejected" }
      #expect(rejections.count == (report.failure == nil ? 0 : 1), "\(name)")
    }
  }

  private func isSorted(_ diagnostics: [Diagnostic]) -> Bool {
    zip(diagnostics, diagnostics.dropFirst()).allSatisfy { lhs, rhs in
      let (left, right) = (lhs.line ?? 0, rhs.line ?? 0)
      return left < right || (left == right && lhs.severity <= rhs.severity)
    }
  }
}

import Foundation
import Interlude
import InterludeConsent
import InterludeTestSupport
import Testing

/// The proof matrix of issue 6, point 6: for every ATT × TCF × US cell, a whole VMAP session
/// (ad tag, pre-roll wrapper, mid-roll and post-roll break tags, every impression, tracking and
/// error beacon) over a recording transport, behind a consent gate that opens only once the
/// CMP has written its keys and the user has answered ATT.
///
/// Each URL is checked against ``PrivacyMatrixExpectation``, written from the rules and not
/// from the production evaluator. `INTERLUDE_PRINT_PRIVACY_MATRIX` prints the table (see
/// ``PrivacyMatrixReport``).
@MainActor
@Suite("Privacy proof matrix: ATT × TCF × US, one VMAP session per cell")
struct PrivacyProofMatrixTests {
  /// One cell's session and what was checked.
  struct Run {
    /// What the session did.
    var outcome: PrivacyMatrixSession.Outcome
    /// What the cell allows.
    var expectation: PrivacyMatrixExpectation
    /// The check of every URL.
    var audit: PrivacyMatrixAudit
    /// How many times the `advertisingIdentifier` closure was called.
    var identifierReads: Int
  }

  /// The URLs whose privacy parameters `AdTagParameters` writes: Google Ad Manager's paths.
  nonisolated static func isAdTag(_ url: URL) -> Bool {
    url.path.hasPrefix("/gampad/")
  }

  /// A recording transport that serves the session's documents and answers beacons with 204.
  static func recordingTransport() -> RecordingTransport {
    let transport = RecordingTransport(unknown: .status(204))
    for (path, document) in PrivacyMatrixDocuments.recording.routes {
      transport.stub(matching: { $0.url.path == path }, with: .vast(document))
    }
    return transport
  }

  /// The SDK settings of every cell: a publisher-provided identifier to watch for.
  static var matrixSettings: Settings {
    var settings = Settings()
    settings.ppid = PrivacyMatrixExpectation.ppid
    return settings
  }

  /// Plays `cell`'s session over a recording transport and audits every URL.
  static func run(_ cell: PrivacyMatrixCell) async throws -> Run {
    let transport = recordingTransport()
    let device = PrivacyMatrixDevice()
    var stored: PrivacyMatrixConsent.Stored?
    let session = PrivacyMatrixSession(transport: transport)
    let outcome = try await session.run(
      adTag: PrivacyMatrixDocuments.adTag(origin: PrivacyMatrixDocuments.recording.adServer),
      settings: matrixSettings, device: device
    ) {
      stored = try PrivacyMatrixConsent.write(cell, into: device.store)
      device.answerTracking(cell.att)
    }
    let expectation = PrivacyMatrixExpectation(cell, stored: try #require(stored))
    #expect(
      transport.requestedURLs.map(\.absoluteString).sorted()
        == outcome.urls.map(\.absoluteString).sorted(), "the metered URLs are the recorded ones")
    let audit = PrivacyMatrixAudit(
      cell, expectation: expectation, urls: transport.requestedURLs, isAdTag: Self.isAdTag)
    return Run(
      outcome: outcome, expectation: expectation, audit: audit,
      identifierReads: device.advertisingIdentifierReads)
  }

  @Test("every outbound URL carries exactly what the cell allows", arguments: PrivacyMatrixCell.all)
  func cell(_ cell: PrivacyMatrixCell) async throws {
    let run = try await Self.run(cell)
    let outcome = run.outcome
    #expect(outcome.requestsBeforeResolution == 0, "nothing leaves before consent resolves")
    #expect(outcome.privacyReadsBeforeResolution == 0, "no signal is read before it resolves")
    #expect(outcome.loadError == nil)
    #expect(outcome.completed, "the session ran to ALL_ADS_COMPLETED: \(outcome.events)")
    #expect(
      outcome.urls.map(\.path).sorted() == PrivacyMatrixDocuments.expectedPaths,
      "every fetch and beacon of the session went out")
    #expect(
      outcome.urls.filter { Self.isAdTag($0) }.allSatisfy { $0.host == "pubads.g.doubleclick.net" })
    if run.expectation.identifierSent {
      #expect(run.identifierReads > 0)
    } else {
      #expect(run.identifierReads == 0, "the advertisingIdentifier closure is never called")
    }
    Self.record(run.audit, label: cell.testDescription)
  }

  /// Records every finding of `audit` as an issue.
  static func record(_ audit: PrivacyMatrixAudit, label: String) {
    for finding in audit.findings { Issue.record("\(label): \(finding)") }
  }

  @Test("the audit fails a session that leaks: the matrix can catch a regression")
  func auditCatchesLeaks() throws {
    let cell = PrivacyMatrixCell(att: .denied, tcf: .fullConsent, us: .none)
    let stored = PrivacyMatrixConsent.Stored(
      gdprApplies: true, tcString: "CQ-test", additionalConsent: nil, gppSectionIDs: [])
    let expectation = PrivacyMatrixExpectation(cell, stored: stored)
    let id = PrivacyMatrixExpectation.identifier
    let urls = try [
      "https://pubads.g.doubleclick.net/gampad/ads?gdpr=1&gdpr_consent=CQ-test&is_lat=0&rdid=\(id)",
      "https://t.matrix.test/t/pre/start?m_ifa=\(id.lowercased())&m_ifatype=idfa&m_lat=0"
        + "&m_gdpr_consent=-2&m_gpp=-1&m_gpp_sid=-1&m_reg=gdpr",
    ].map { try #require(URL(string: $0)) }
    let audit = PrivacyMatrixAudit(
      cell, expectation: expectation, urls: urls, isAdTag: Self.isAdTag)
    let findings = audit.findings.map(\.description).joined(separator: "\n")
    #expect(findings.contains("identifier sent in https://pubads"))
    #expect(findings.contains("identifier sent in https://t.matrix.test"))
    #expect(findings.contains("rdid=\(id), expected (absent)"))
    #expect(findings.contains("is_lat=0, expected 1"))
    #expect(findings.contains("[GDPRCONSENT]=-2, expected CQ-test"))
    #expect(audit.row.identifierSent && audit.row.isLat == "0")

    let clean = try [
      "https://pubads.g.doubleclick.net/gampad/ads?gdpr=1&gdpr_consent=CQ-test&is_lat=1",
      "https://t.matrix.test/t/pre/start?m_ifa=-2&m_ifatype=-2&m_lat=1&m_gdpr_consent=CQ-test"
        + "&m_gpp=-1&m_gpp_sid=-1&m_reg=gdpr",
    ].map { try #require(URL(string: $0)) }
    let passing = PrivacyMatrixAudit(
      cell, expectation: expectation, urls: clean, isAdTag: Self.isAdTag)
    #expect(passing.findings.isEmpty, "\(passing.findings)")
  }

  @Test(
    "without waiting at the gate the request leaves at once: the check before resolution sees it")
  func gateCheckIsSensitive() async throws {
    let transport = Self.recordingTransport()
    let device = PrivacyMatrixDevice()
    let outcome = try await PrivacyMatrixSession(transport: transport).run(
      adTag: PrivacyMatrixDocuments.adTag(origin: PrivacyMatrixDocuments.recording.adServer),
      device: device,
      consentPolicy: .immediate
    ) {}
    #expect(outcome.requestsBeforeResolution > 0)
    #expect(outcome.privacyReadsBeforeResolution > 0)
    #expect(outcome.completed)
  }

  @Test(
    "the matrix table (INTERLUDE_PRINT_PRIVACY_MATRIX=1 or a file path)",
    .enabled(if: PrivacyMatrixReport.destination != nil))
  func printMatrix() async throws {
    var rows: [PrivacyMatrixAudit.Row] = []
    for cell in PrivacyMatrixCell.all {
      rows.append(try await Self.run(cell).audit.row)
    }
    try PrivacyMatrixReport.publish(PrivacyMatrixReport.markdown(rows))
  }
}

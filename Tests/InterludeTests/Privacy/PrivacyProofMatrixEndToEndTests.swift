// The local ad server needs `Process`: macOS and Linux only.
#if os(macOS) || os(Linux)
import Foundation
import Interlude
import InterludeConsent
import InterludeTestSupport
import Testing

/// Five cells of the proof matrix over real HTTP: the same session, loaded by a
/// ``URLSessionTransport`` from `Scripts/ad-test-server.py` on 127.0.0.1 (every document and
/// beacon URL points back at it, and 127.0.0.1 takes the ad-tag parameters as Google Ad
/// Manager's hosts do), checked from the server's own request log.
///
/// Each test starts its own server and stops it when it ends, whatever happens.
@MainActor
@Suite(
  "Privacy proof matrix end to end: five cells against the local ad server", .serialized,
  .enabled(if: LocalAdServer.isAvailable, "\(EndToEndHarness.unavailable)"))
struct PrivacyProofMatrixEndToEndTests {
  @Test(
    "the server receives exactly what the cell allows",
    arguments: [
      PrivacyMatrixCell(att: .authorized, tcf: .fullConsent, us: .none),
      PrivacyMatrixCell(att: .authorized, tcf: .purposeOneRefused, us: .none),
      PrivacyMatrixCell(att: .authorized, tcf: .gdprDoesNotApply, us: .optedOut),
      PrivacyMatrixCell(att: .authorized, tcf: .gdprDoesNotApply, us: .californiaSharingOptOut),
      PrivacyMatrixCell(att: .authorized, tcf: .gdprDoesNotApply, us: .nationalNoOptOut),
    ])
  func cell(_ cell: PrivacyMatrixCell) async throws {
    let routes = PrivacyMatrixDocuments.served.routes.mapValues { AdServerRoute.vast($0) }
    let server = try await LocalAdServer.start(routes: routes, maxSeconds: 120)
    defer { server.stop() }
    let origin = server.baseURL.absoluteString
    var settings = PrivacyProofMatrixTests.matrixSettings
    settings.loading.adTagParameterHosts = ["127.0.0.1"]
    let device = PrivacyMatrixDevice()
    var stored: PrivacyMatrixConsent.Stored?
    var loggedBeforeResolution: Int?
    let session = PrivacyMatrixSession(
      transport: EndToEndHarness.transport, pollInterval: .milliseconds(1))
    let outcome = try await session.run(
      adTag: PrivacyMatrixDocuments.adTag(origin: origin), settings: settings, device: device
    ) {
      loggedBeforeResolution = try await server.requestLog().count
      stored = try PrivacyMatrixConsent.write(cell, into: device.store)
      device.answerTracking(cell.att)
    }
    #expect(loggedBeforeResolution == 0, "the server saw nothing before consent resolved")
    #expect(outcome.requestsBeforeResolution == 0)
    #expect(outcome.completed, "the session ran to ALL_ADS_COMPLETED: \(outcome.events)")

    let log = try await server.requestLog()
    let urls = try log.map { try #require(URL(string: origin + $0.path)) }
    #expect(urls.map(\.path).sorted() == PrivacyMatrixDocuments.expectedPaths)
    #expect(urls.map(\.path).sorted() == outcome.urls.map(\.path).sorted())
    let expectation = PrivacyMatrixExpectation(cell, stored: try #require(stored))
    let audit = PrivacyMatrixAudit(
      cell, expectation: expectation, urls: urls, isAdTag: PrivacyProofMatrixTests.isAdTag)
    PrivacyProofMatrixTests.record(audit, label: "\(cell.testDescription) (server log)")
    #expect((device.advertisingIdentifierReads > 0) == expectation.identifierSent)
  }
}
#endif

import Foundation
import Interlude
import InterludeConsent
import InterludeTestSupport
import Testing

/// `GVLLoader.timeout` is a `Duration`; ``GVLHTTPTransport`` hands it to the SDK's transport,
/// whose `HTTPRequest.timeout` is in seconds.
@Suite("GVL fetch timeout over the SDK's transport")
struct GVLHTTPTransportTimeoutTests {
  @Test("the loader's Duration timeout reaches the HTTP request as seconds")
  func durationBecomesSeconds() async throws {
    let transport = RecordingTransport()
    let url = try #require(URL(string: "https://cmp.example/gvl/vendor-list.json"))
    transport.stub(
      url,
      with: .text(#"{"gvlSpecificationVersion": 3, "vendorListVersion": 20, "vendors": {}}"#))
    var loader = GVLLoader(transport: GVLHTTPTransport(transport))
    loader.timeout = .milliseconds(2_500)
    _ = try await loader.load(contentsOf: url)
    #expect(transport.requests.map(\.timeout) == [2.5])
  }
}

import Foundation
import Interlude
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// ``URLSessionTransport`` checks that need no server.
@Suite("URLSessionTransport URL checks")
struct URLSessionTransportURLTests {
  private static let transport = URLSessionTransport()

  @Test(
    "only http and https URLs are fetched",
    arguments: [
      "ftp://127.0.0.1/ad.xml", "file:///etc/hostname", "data:text/plain,hi", "/relative",
    ])
  func unsupportedURL(text: String) async throws {
    let url = try #require(URL(string: text))
    let result = await Self.outcome(HTTPRequest(url: url))
    guard case .failure(.unsupportedURL) = result else {
      Issue.record("expected unsupportedURL, got \(result)")
      return
    }
  }

  @Test("the default configuration keeps no cookies, cache or credentials")
  func privateConfiguration() {
    let configuration = URLSessionTransport.makePrivateConfiguration()
    #expect(configuration.httpCookieStorage == nil)
    #expect(!configuration.httpShouldSetCookies)
    #expect(configuration.urlCache == nil)
    #expect(configuration.urlCredentialStorage == nil)
  }

  private static func outcome(_ request: HTTPRequest) async -> Result<HTTPResponse, TransportError>
  {
    do {
      return .success(try await transport.send(request))
    } catch {
      return .failure(error)
    }
  }
}

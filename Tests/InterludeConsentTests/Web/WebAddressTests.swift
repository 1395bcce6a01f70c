import Foundation
import InterludeConsent
import Testing

/// The package's one web-address check (`URL.isWebAddress`), which the ad tag repair, the
/// beacon queue, the transport, the vendor list loader, the click-through opener and the
/// companion slot all ask.
@Suite("Web address")
struct WebAddressTests {
  @Test("http and https in any case, with a host, are web addresses")
  func webSchemes() throws {
    for text in [
      "http://ads.test/tag", "https://ads.test/tag?x=1", "HTTPS://ads.test", "Http://[::1]:8080/",
    ] {
      #expect(try #require(URL(string: text)).isWebAddress, "\(text)")
    }
  }

  @Test("any other scheme is not a web address: tel:, itms-apps:, file:, data:, javascript:")
  func otherSchemes() throws {
    for text in [
      "tel:+15551234567", "itms-apps://apps.apple.com/app/id1", "file:///etc/hosts",
      "data:text/html,hi", "javascript:alert(1)", "ftp://ads.test/file", "myapp://open",
    ] {
      #expect(try !#require(URL(string: text)).isWebAddress, "\(text)")
    }
  }

  @Test("an http or https URL without a host is not a web address: nothing can fetch it")
  func noHost() throws {
    for text in ["https:ads.test/tag", "http:///path", "https://"] {
      guard let url = URL(string: text) else { continue }
      #expect(!url.isWebAddress, "\(text)")
    }
    #expect(try !#require(URL(string: "https:ads.test/tag")).isWebAddress)
  }

  @Test("a relative reference is not a web address")
  func relative() throws {
    #expect(try !#require(URL(string: "/tag?x=1")).isWebAddress)
    #expect(try !#require(URL(string: "ads.test/tag")).isWebAddress)
  }
}

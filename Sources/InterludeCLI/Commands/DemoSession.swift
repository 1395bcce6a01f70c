import Foundation
import Interlude
import InterludeSimulation

/// The built-in demo of `interlude simulate`: the documents compiled into the binary
/// (``DemoDocuments``), served from memory at `https://demo.interlude.test/`.
///
/// Its ad tag, wrapper tags, break tags and first impression carry the identifier and consent
/// macros (`[IFA]`, `[LIMITADTRACKING]`, `[GDPRCONSENT]`, `[GPPSTRING]`), and its host takes
/// Google Ad Manager–style ad-tag parameters (`gdpr`, `gdpr_consent`, `npa`, `ltd`, `is_lat`,
/// `rdid`…), so that every outbound URL shows what the consent state lets leave the device.
enum DemoSession {
  static let host = "demo.interlude.test"
  static let base = "https://\(host)/"

  /// The demo's ad tag. The SDK adds the ad-tag parameters; the macros use names of the demo
  /// server's own (`tcf`, `gppstr`) so as not to stand in for the parameters the SDK owns.
  static let adTag =
    base + "vmap.xml?ifa=[IFA]&lat=[LIMITADTRACKING]&tcf=[GDPRCONSENT]&gppstr=[GPPSTRING]"

  /// The demo publisher's own identifier (`ppid`), sent only where the device identifier may be.
  static let ppid = "demo-publisher-id"

  /// The demo's request, the in-memory transport that serves it (whatever the query) and the
  /// settings that make its host take ad-tag parameters, with a ``ppid``.
  static func make() throws -> (AdsRequest, any HTTPTransport, Settings) {
    var responses: [String: Data] = [:]
    for (fileName, text) in DemoDocuments.byFileName {
      responses[base + fileName] = Data(text.utf8)
    }
    var settings = Settings()
    settings.loading.adTagParameterHosts.insert(host)
    settings.ppid = ppid
    return (AdsRequest(adTagUrl: adTag), InMemoryTransport(responses: responses), settings)
  }
}

import Foundation
import Interlude

/// The built-in demo of `interlude simulate`: documents shipped in the package, served from
/// memory at `https://demo.interlude.test/`.
enum DemoSession {
  static let base = "https://demo.interlude.test/"
  static let documents = ["vmap", "pod-ad-1", "pod-ad-2", "midroll", "postroll"]

  /// The demo's request and the in-memory transport that serves it.
  static func make() throws -> (AdsRequest, any HTTPTransport) {
    var responses: [String: Data] = [:]
    for name in documents {
      guard
        let url = Bundle.module.url(forResource: name, withExtension: "xml", subdirectory: "Demo")
      else { throw CLIError.unusableInput("the demo resource \(name).xml is missing") }
      responses[base + name + ".xml"] = try Data(contentsOf: url)
    }
    return (AdsRequest(adTagUrl: base + "vmap.xml"), InMemoryTransport(responses: responses))
  }
}

import Foundation

/// One secure signal on its way to the ad server: a provider's, or the publisher's own.
package struct SecureSignal: Hashable, Sendable {
  /// The provider's id, or nil for the publisher's own signal, whose source is the Google Ad
  /// Manager network code of the tag it goes to.
  package var source: String?
  /// The encoded signal.
  package var data: String

  /// A signal from `source` (nil for the publisher).
  package init(source: String?, data: String) {
    self.source = source
    self.data = data
  }

  /// The value of Google Ad Manager's `ssj` parameter for `signals` ("Implement secure signals
  /// without GPT, GMA, or IMA SDKs"): the JSON `{"signals":[{"source","data","isPubCreated"}]}`
  /// in web-safe base64. The publisher's signal takes `networkCode` as its source and is left
  /// out when there is none. Nil when no signal remains.
  package static func ssj(_ signals: [SecureSignal], networkCode: String?) -> String? {
    struct Entry: Encodable {
      let source: String
      let data: String
      let isPubCreated: Bool
    }
    struct Payload: Encodable { let signals: [Entry] }
    let entries = signals.compactMap { signal -> Entry? in
      guard !signal.data.isEmpty else { return nil }
      if let source = signal.source {
        return Entry(source: source, data: signal.data, isPubCreated: false)
      }
      return networkCode.map { Entry(source: $0, data: signal.data, isPubCreated: true) }
    }
    guard !entries.isEmpty else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let json = try? encoder.encode(Payload(signals: entries)) else { return nil }
    return json.base64EncodedString()
      .replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
  }
}

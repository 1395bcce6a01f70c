import Foundation
import Interlude
import InterludeConsent

/// The beacon sender of a `--follow` load: it records every pixel the loader fires (the error
/// pixels of a chain that fails, above all) and sends it only when `--send-pixels` was given, so
/// that looking at a tag has no side effect on the ad server by default.
final class PixelRecorder: BeaconSender, Sendable {
  /// One pixel the loader fired.
  struct Pixel: Hashable, Sendable, Encodable {
    /// The pixel's URL, macros expanded.
    var url: String
    /// `error`, `impression`, `tracking`… (`pixel` when the loader did not say).
    var kind: String
    /// Whether a request was made for it (only with `--send-pixels`).
    var sent: Bool
    /// The status the server answered, when it was sent and answered.
    var statusCode: Int?
    /// Why the request failed, when it was sent and failed.
    var failure: String?

    private enum CodingKeys: String, CodingKey {
      case url, kind, sent, statusCode, failure
    }

    /// Every key, null when it does not apply.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(url, forKey: .url)
      try container.encode(kind, forKey: .kind)
      try container.encode(sent, forKey: .sent)
      try container.encode(statusCode, forKey: .statusCode)
      try container.encode(failure, forKey: .failure)
    }
  }

  /// Where pixels go when they are sent; nil when they are only recorded.
  private let transport: (any HTTPTransport)?
  private let recorded = Locked<[Pixel]>([])

  /// A recorder that sends every pixel through `transport`, or sends none when it is nil.
  init(sendingThrough transport: (any HTTPTransport)?) {
    self.transport = transport
  }

  /// The pixels fired so far, in the order they were fired.
  var pixels: [Pixel] { recorded.withLock { $0 } }

  /// Records the pixel (and sends it when sending).
  func send(_ url: URL) async {
    await record(url, kind: "pixel")
  }

  /// Records the pixel with its kind (and sends it when sending).
  func send(_ url: URL, priority: BeaconPriority) async {
    await record(url, kind: priority.name)
  }

  private func record(_ url: URL, kind: String) async {
    var pixel = Pixel(url: url.absoluteString, kind: kind, sent: false)
    if let transport {
      pixel.sent = true
      do {
        let response = try await transport.send(HTTPRequest(url: url, purpose: .beacon))
        pixel.statusCode = response.statusCode
      } catch {
        pixel.failure = ErrorSentence.transport(error, url: url)
      }
    }
    recorded.withLock { $0.append(pixel) }
  }

  /// The pixels as text: a header saying whether they were sent, then one line each.
  static func text(_ pixels: [Pixel], sent: Bool) -> String {
    let state = sent ? "sent" : "not sent; --send-pixels sends them"
    var text = "pixels (\(pixels.count), \(state)):\n"
    for pixel in pixels {
      let outcome =
        pixel.sent
        ? " " + (pixel.statusCode.map(String.init) ?? "failed: \(pixel.failure ?? "")") : ""
      text += "  \(pixel.kind)\(outcome)  \(pixel.url)\n"
    }
    return text
  }
}

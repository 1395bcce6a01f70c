#if canImport(UIKit) && !os(watchOS)
import Foundation
import Interlude
import UIKit

/// Fetches the image of a companion or an icon through the SDK's transport (no cookies, a size
/// cap, an 8-second timeout).
@MainActor
enum RemoteImage {
  /// The image at `url`; nil when it cannot be fetched, the answer is not a success, the body
  /// is over `maxBytes` or does not decode. The caller then draws nothing, and so counts
  /// nothing as shown.
  static func fetch(
    _ url: URL, through transport: any HTTPTransport, maxBytes: Int
  ) async -> UIImage? {
    guard
      let response = try? await transport.send(
        HTTPRequest(url: url, timeout: 8, maxResponseBytes: maxBytes)),
      response.isSuccess
    else { return nil }
    return UIImage(data: response.body)
  }
}
#endif  // canImport(UIKit) && !os(watchOS)

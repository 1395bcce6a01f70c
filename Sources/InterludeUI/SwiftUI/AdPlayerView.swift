#if canImport(UIKit) && !os(watchOS)
public import Foundation
public import Interlude
public import SwiftUI

/// A content player with ads, for SwiftUI (IMA has no SwiftUI support): wraps an
/// ``AdPlayerViewController``, which follows IMA's getting-started steps.
///
/// ```swift
/// AdPlayerView(contentURL: contentURL, adTagUrl: vmapTag, adsLoader: loader)
///   .aspectRatio(16 / 9, contentMode: .fit)
/// ```
///
/// The ads are requested when the view first appears; keep one `AdsLoader` for the app's
/// lifetime and pass it in.
@MainActor
public struct AdPlayerView: UIViewControllerRepresentable {
  /// The content's address.
  public let contentURL: URL
  /// The ad tag (VAST or VMAP); nil plays the content without ads.
  public let adTagUrl: String?
  /// The loader.
  public let adsLoader: AdsLoader
  /// The settings the ads manager is initialised with.
  public var renderingSettings: AdsRenderingSettings
  /// Receives every ads-manager event.
  public var onEvent: (@MainActor (AdEvent) -> Void)?

  /// Creates the view.
  public init(
    contentURL: URL, adTagUrl: String?, adsLoader: AdsLoader,
    renderingSettings: AdsRenderingSettings = AdsRenderingSettings(),
    onEvent: (@MainActor (AdEvent) -> Void)? = nil
  ) {
    self.contentURL = contentURL
    self.adTagUrl = adTagUrl
    self.adsLoader = adsLoader
    self.renderingSettings = renderingSettings
    self.onEvent = onEvent
  }

  /// Creates the player's view controller.
  public func makeUIViewController(context: Context) -> AdPlayerViewController {
    let controller = AdPlayerViewController(
      contentURL: contentURL, adTagUrl: adTagUrl, adsLoader: adsLoader,
      renderingSettings: renderingSettings)
    controller.onEvent = onEvent
    return controller
  }

  /// Passes on the new event handler (the content and the tag are fixed at creation).
  public func updateUIViewController(_ controller: AdPlayerViewController, context: Context) {
    controller.onEvent = onEvent
  }
}
#endif  // canImport(UIKit) && !os(watchOS)

#if canImport(UIKit) && !os(watchOS)
public import Interlude

extension AdsRequest {
  /// A request for the ads at an ad tag that play in the content's own player and go on in
  /// its Picture in Picture window: IMA's
  /// `IMAAdsRequest(adTagUrl:adDisplayContainer:avPlayerVideoDisplay:pictureInPictureProxy:userContext:)`.
  ///
  /// The container plays the ads on `avPlayerVideoDisplay` from now on (its overlay moves into
  /// the container's view), follows the proxy's Picture in Picture state, and the display's
  /// ``AVPlayerVideoDisplay/contentPlayhead`` is the request's content playhead. A break that
  /// falls due during Picture in Picture plays in the floating window.
  ///
  /// - Parameters:
  ///   - adTagUrl: The ad tag.
  ///   - adDisplayContainer: Where the ad UI and companions show.
  ///   - avPlayerVideoDisplay: A display built with ``AVPlayerVideoDisplay/init(avPlayer:)``
  ///     over the content's player. A display with a player of its own has no content
  ///     playhead: mid-rolls then never fall due, so build it over the content's player.
  ///   - pictureInPictureProxy: The delegate of the content's Picture in Picture controller.
  ///   - userContext: Returned with the loaded ads or the error.
  @MainActor
  public init(
    adTagUrl: String, adDisplayContainer: AdDisplayContainer,
    avPlayerVideoDisplay: AVPlayerVideoDisplay, pictureInPictureProxy: PictureInPictureProxy,
    userContext: (any Sendable)? = nil
  ) {
    Self.prepare(adDisplayContainer, avPlayerVideoDisplay, pictureInPictureProxy)
    self.init(
      adTagUrl: adTagUrl, adDisplayContainer: adDisplayContainer,
      contentPlayhead: avPlayerVideoDisplay.contentPlayhead, userContext: userContext)
  }

  /// A request for the ads of a canned VAST or VMAP document that play in the content's own
  /// player and go on in its Picture in Picture window: IMA's
  /// `IMAAdsRequest(adsResponse:adDisplayContainer:avPlayerVideoDisplay:pictureInPictureProxy:userContext:)`.
  /// See ``init(adTagUrl:adDisplayContainer:avPlayerVideoDisplay:pictureInPictureProxy:userContext:)``.
  @MainActor
  public init(
    adsResponse: String, adDisplayContainer: AdDisplayContainer,
    avPlayerVideoDisplay: AVPlayerVideoDisplay, pictureInPictureProxy: PictureInPictureProxy,
    userContext: (any Sendable)? = nil
  ) {
    Self.prepare(adDisplayContainer, avPlayerVideoDisplay, pictureInPictureProxy)
    self.init(
      adsResponse: adsResponse, adDisplayContainer: adDisplayContainer,
      contentPlayhead: avPlayerVideoDisplay.contentPlayhead, userContext: userContext)
  }

  @MainActor
  private static func prepare(
    _ container: AdDisplayContainer, _ display: AVPlayerVideoDisplay,
    _ proxy: PictureInPictureProxy
  ) {
    container.use(display)
    proxy.follow(container)
  }
}
#endif  // canImport(UIKit) && !os(watchOS)

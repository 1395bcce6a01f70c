import AVFoundation
import Foundation
import Testing
import UIKit

@testable import InterludeUI

extension AppleLayerTests {
  /// PlayerLayerView: a view backed by an `AVPlayerLayer`
  /// (https://developer.apple.com/documentation/uikit/uiview/layerclass), so the video follows
  /// the view's size.
  @MainActor
  @Suite("Playback: PlayerLayerView")
  struct PlayerLayerViewTests {
    init() async {
      await AppleLayerTests.reset()
    }

    @Test("The view's layer is an AVPlayerLayer showing the view's player")
    func theLayerShowsThePlayer() throws {
      let view = PlayerLayerView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
      let layer = try #require(view.layer as? AVPlayerLayer)
      #expect(view.player == nil)
      let player = AVPlayer()
      view.player = player
      #expect(layer.player === player)
      #expect(view.player === player)
      view.player = nil
      #expect(layer.player == nil)
    }

    // https://developer.apple.com/documentation/avfoundation/avplayerlayer/videogravity:
    // resizeAspect by default.
    @Test("The video fits the view's aspect by default; the gravity set goes to the layer")
    func theGravityGoesToTheLayer() throws {
      let view = PlayerLayerView(frame: .zero)
      let layer = try #require(view.layer as? AVPlayerLayer)
      #expect(view.videoGravity == .resizeAspect)
      view.videoGravity = .resizeAspectFill
      #expect(layer.videoGravity == .resizeAspectFill)
      #expect(view.videoGravity == .resizeAspectFill)
    }

    @Test("The ad display's own surface is a black, aspect-fit PlayerLayerView of its player")
    func theDisplaysSurface() {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
      let display = AVPlayerVideoDisplay(adContainer: container)
      #expect(display.surface.player === display.player)
      #expect(display.surface.videoGravity == .resizeAspect)
      #expect(display.surface.backgroundColor == .black)
      #expect(display.surface.superview === container)
      #expect(display.surface.isHidden)
    }
  }
}

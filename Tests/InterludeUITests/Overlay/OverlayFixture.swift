import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import UIKit

@testable import InterludeUI

/// An `AdOverlayView` drawing a real manager's ad in a 640 by 360 container, redrawn with every
/// event the manager reports (as `AVPlayerVideoDisplay` redraws it with every progress report),
/// and what it shows, found as a user finds it: by the words on screen.
@MainActor
struct OverlayFixture {
  static let bounds = CGRect(x: 0, y: 0, width: 640, height: 360)
  let session: UIKitAdSession
  let container = UIView(frame: Self.bounds)
  let overlay = AdOverlayView(frame: Self.bounds)
  let opener = RecordingLinkOpener()

  /// Loads `vast` and connects the overlay before the ad starts.
  init(
    vast: String, settings: Settings = Settings(),
    rendering: AdsRenderingSettings = AdsRenderingSettings(), responses: [String: Data] = [:]
  ) async throws {
    session = try await UIKitAdSession(
      vast: vast, settings: settings, rendering: rendering, linkOpener: opener,
      responses: responses)
    overlay.iconTransport = InMemoryTransport(responses: responses)
    container.addSubview(overlay)
    overlay.connect(to: session.manager, settings: rendering)
    let overlay = overlay
    session.onEvent = { _ in overlay.refresh() }
  }

  /// Lets `seconds` of the ad play, then lays the overlay out as UIKit would before drawing.
  func play(_ seconds: Double) async {
    await session.advance(by: seconds)
    container.layoutIfNeeded()
  }

  var buttons: [UIButton] { overlay.subviews.compactMap { $0 as? UIButton } }
  var labels: [UILabel] { overlay.subviews.compactMap { $0 as? UILabel } }

  /// The visible button titled `title`.
  func button(_ title: String?) -> UIButton? {
    buttons.first { !$0.isHidden && title != nil && $0.title(for: .normal) == title }
  }

  /// The visible label showing `text`.
  func label(_ text: String?) -> UILabel? {
    labels.first { !$0.isHidden && text != nil && $0.text == text }
  }

  var skipButton: UIButton? { button(overlay.state.skipButton?.title) }
  var learnMore: UIButton? { button("Learn more") }
  var attribution: UILabel? { label(overlay.state.attribution) }
  var countdown: UILabel? { label(overlay.state.countdown) }
  /// The icon buttons drawn (an image, no title).
  var icons: [UIButton] { buttons.filter { $0.image(for: .normal) != nil && !$0.isHidden } }
}

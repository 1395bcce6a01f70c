import Foundation
import Testing
import UIKit

extension AppleLayerTests {
  /// The UIKit fake's text measurement (a rule of the fake's: Apple documents no metrics) and
  /// touch delivery (hit-testing, then the responder chain), as the pages cited in the fake
  /// describe them.
  @MainActor
  @Suite("Apple fakes: UIKit measurement and touches")
  struct UIKitMeasurementAndTouchTests {
    @Test(
      "sizeThatFits: a label's text at 0.6 by 1.2 point sizes a character, rounded up; no text is zero; a button measures its title"
    )
    func measuresText() {
      let label = UILabel()
      #expect(label.sizeThatFits(.zero) == .zero)
      label.font = .preferredFont(forTextStyle: .footnote)
      label.text = "Ad 1 of 3"
      #expect(label.sizeThatFits(.zero) == CGSize(width: 71, height: 16))
      label.text = "one\nthree"
      #expect(label.sizeThatFits(.zero) == CGSize(width: 24, height: 16))
      label.numberOfLines = 0
      #expect(label.sizeThatFits(.zero) == CGSize(width: 39, height: 32))
      let button = UIButton(type: .system)
      button.setTitle("Skip ad", for: .normal)
      #expect(button.sizeThatFits(.zero) == CGSize(width: 72, height: 21))
      button.titleLabel?.font = .preferredFont(forTextStyle: .footnote)
      #expect(button.sizeThatFits(.zero) == CGSize(width: 55, height: 16))
    }

    @Test(
      "isUserInteractionEnabled: false by default for labels and image views (Apple's UILabel and UIImageView pages), true for other views"
    )
    func labelsAndImagesTakeNoTouches() {
      #expect(!UILabel().isUserInteractionEnabled)
      #expect(!UIImageView(image: nil).isUserInteractionEnabled)
      #expect(UIView().isUserInteractionEnabled)
      #expect(UIButton(type: .custom).isUserInteractionEnabled)
    }

    @Test(
      "A tap goes to the hit-tested view and up its superviews to the first control; a label on top lets it through"
    )
    func deliversTapsThroughTheResponderChain() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let button = UIButton(type: .custom)
      button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      button.addSubview(inner)
      root.addSubview(button)
      let label = UILabel(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      root.addSubview(label)
      var taps = 0
      button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
      #expect(root.simulateTap(at: CGPoint(x: 15, y: 15)) === button)
      #expect(root.simulateTap(at: CGPoint(x: 60, y: 60)) === button)
      #expect(taps == 2)
      #expect(root.simulateTap(at: CGPoint(x: 150, y: 150)) == nil)
      #expect(root.simulateTap(at: CGPoint(x: 300, y: 300)) == nil)
      #expect(taps == 2)
    }
  }
}

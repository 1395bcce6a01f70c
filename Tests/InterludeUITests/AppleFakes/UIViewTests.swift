import Foundation
import Testing
import UIKit

extension AppleLayerTests {
  /// The UIKit fake's views, as the Apple pages cited in the fake describe them.
  @MainActor
  @Suite("Apple fakes: UIView")
  struct UIViewTests {
    final class CountingView: UIView {
      var layouts = 0
      override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
      }
    }

    @Test(
      "addSubview puts a view on top, taking it from its former superview; removeFromSuperview unlinks it"
    )
    func hierarchy() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let first = UIView()
      let second = UIView()
      let child = UIView()
      window.addSubview(first)
      window.addSubview(second)
      first.addSubview(child)
      #expect(window.subviews == [first, second])
      #expect(child.window === window)
      second.addSubview(child)
      #expect(first.subviews.isEmpty)
      #expect(child.superview === second)
      window.addSubview(first)
      #expect(window.subviews == [second, first])
      child.removeFromSuperview()
      #expect(child.superview == nil)
      #expect(child.window == nil)
      #expect(second.subviews.isEmpty)
    }

    @Test(
      "frame is the center and the bounds' size; a new bounds size keeps the center and resizes flexible subviews"
    )
    func geometry() {
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
      let flexible = UIView(frame: view.bounds)
      flexible.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.addSubview(flexible)
      view.addSubview(fixed)
      view.bounds = CGRect(x: 0, y: 0, width: 200, height: 60)
      #expect(view.frame == CGRect(x: -40, y: 15, width: 200, height: 60))
      #expect(flexible.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
      #expect(fixed.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
      view.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
      #expect(flexible.frame.width == 300)
      #expect(view.layer.frame == view.frame)
    }

    @Test(
      "layoutIfNeeded runs layoutSubviews once for a pending layout, down the subtree, and nothing when none is pending"
    )
    func layout() {
      let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = CountingView()
      parent.addSubview(child)
      parent.layoutIfNeeded()
      #expect(parent.layouts == 1 && child.layouts == 1)
      parent.layoutIfNeeded()
      #expect(parent.layouts == 1)
      parent.setNeedsLayout()
      parent.setNeedsLayout()
      parent.layoutIfNeeded()
      #expect(parent.layouts == 2 && child.layouts == 1)
      parent.bounds.size = CGSize(width: 50, height: 50)
      parent.layoutIfNeeded()
      #expect(parent.layouts == 3)
    }

    @Test(
      "hitTest finds the frontmost view holding the point, skipping hidden views, views without touches and transparent ones"
    )
    func hitTesting() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      let front = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
      root.addSubview(back)
      root.addSubview(front)
      #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === front)
      #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
      front.isHidden = true
      #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === back)
      back.isUserInteractionEnabled = false
      #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === root)
      root.alpha = 0
      #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) == nil)
      #expect(root.hitTest(CGPoint(x: 130, y: 30), with: nil) == nil)
    }

    @Test(
      "Defaults: visible, opaque, touchable, no background color, no autoresizing; alpha stays within 0 and 1"
    )
    func defaults() {
      let view = UIView()
      #expect(!view.isHidden && view.alpha == 1 && view.isUserInteractionEnabled)
      #expect(view.backgroundColor == nil && view.autoresizingMask.isEmpty)
      view.alpha = 2
      #expect(view.alpha == 1)
      view.backgroundColor = .black
      #expect(view.backgroundColor == UIColor(white: 0, alpha: 1))
      #expect(view.backgroundColor != UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test(
      "Accessibility: a button and a label are elements labelled by their title or text; set values win"
    )
    func accessibility() {
      let button = UIButton(type: .system)
      button.setTitle("Skip", for: .normal)
      #expect(button.isAccessibilityElement)
      #expect(button.accessibilityLabel == "Skip")
      #expect(button.accessibilityTraits == .button)
      button.accessibilityLabel = "Skip ad"
      button.accessibilityTraits = [.button, .notEnabled]
      #expect(button.accessibilityLabel == "Skip ad")
      #expect(button.accessibilityTraits == [.button, .notEnabled])
      let view = UIView()
      #expect(!view.isAccessibilityElement)
      #expect(view.accessibilityLabel == nil && view.accessibilityTraits.isEmpty)
    }
  }
}

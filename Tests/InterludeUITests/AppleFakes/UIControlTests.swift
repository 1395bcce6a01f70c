import Foundation
import Testing
import UIKit

extension AppleLayerTests {
  /// The UIKit fake's controls, as the Apple pages cited in the fake describe them.
  @MainActor
  @Suite("Apple fakes: UIControl and UIButton")
  struct UIControlTests {
    @Test("sendActions(for:) runs the actions added for that event, in the order they were added")
    func sendsActions() {
      let button = UIButton(type: .system)
      var log: [String] = []
      button.addAction(UIAction { _ in log.append("first") }, for: .primaryActionTriggered)
      button.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
      button.addAction(UIAction { _ in log.append("second") }, for: .primaryActionTriggered)
      button.sendActions(for: .primaryActionTriggered)
      #expect(log == ["first", "second"])
    }

    @Test("A tap triggers a button's primary action, unless the button is disabled or hidden")
    func taps() {
      let button = UIButton(type: .custom)
      var taps = 0
      button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
      button.simulateTap()
      #expect(taps == 1)
      button.isEnabled = false
      button.simulateTap()
      button.isEnabled = true
      button.isHidden = true
      button.simulateTap()
      #expect(taps == 1)
    }

    @Test(
      "A state without a title of its own shows the normal state's; the title label shows the current one"
    )
    func titles() {
      let button = UIButton(type: .system)
      button.setTitle("Skip in 5", for: .normal)
      #expect(button.title(for: .disabled) == "Skip in 5")
      button.setTitle("Wait", for: .disabled)
      #expect(button.titleLabel?.text == "Skip in 5")
      button.isEnabled = false
      #expect(button.titleLabel?.text == "Wait")
      #expect(button.title(for: .normal) == "Skip in 5")
    }

    @Test("A label's defaults: no text, the 17-point system font, one line, the label color")
    func labelDefaults() {
      let label = UILabel()
      #expect(label.text == nil)
      #expect(label.font.pointSize == 17)
      #expect(label.numberOfLines == 1)
      #expect(label.textColor == .label)
      label.font = .preferredFont(forTextStyle: .footnote)
      #expect(label.font.pointSize == 13)
      label.font = nil
      #expect(label.font.pointSize == 17)
    }
  }
}

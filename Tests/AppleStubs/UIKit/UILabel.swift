// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of UIKit, not Apple's code: UILabel and UIImageView as Apple documents them, with the
// signatures and isolation of Apple's documentation. Nothing is drawn; text is measured by a
// rule of the fake's (`TextMetrics`).
// Declarations Apple marks unavailable on tvOS go under #if !APPLE_STUBS_TVOS.

// https://developer.apple.com/documentation/uikit/uilabel
@MainActor @preconcurrency
open class UILabel: UIView {
  private var storedText: String?
  private var storedFont: UIFont?
  private var storedTextColor: UIColor?
  private var storedShadowColor: UIColor?
  private var storedShadowOffset = CGSize(width: 0, height: -1)
  private var storedNumberOfLines = 1
  private var storedAdjustsFont = false

  // https://developer.apple.com/documentation/uikit/uilabel/text: nil by default.
  open var text: String? {
    get { storedText }
    set { storedText = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilabel/font: the 17-point system font by
  // default; nil puts the default back.
  open var font: UIFont! {
    get { storedFont ?? .systemFont(ofSize: 17) }
    set { storedFont = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilabel/textcolor: the label color by
  // default; nil puts the default back.
  open var textColor: UIColor! {
    get { storedTextColor ?? .label }
    set { storedTextColor = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilabel/shadowcolor: nil (no shadow) by
  // default.
  open var shadowColor: UIColor? {
    get { storedShadowColor }
    set { storedShadowColor = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilabel/shadowoffset: (0, -1) by default.
  open var shadowOffset: CGSize {
    get { storedShadowOffset }
    set { storedShadowOffset = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilabel/numberoflines: 1 by default.
  open var numberOfLines: Int {
    get { storedNumberOfLines }
    set { storedNumberOfLines = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory:
  // false by default.
  open var adjustsFontForContentSizeCategory: Bool {
    get { storedAdjustsFont }
    set { storedAdjustsFont = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uilabel/isuserinteractionenabled: a label
  // changes the default to false (touches go to the views behind it).
  override class var takesTouchesByDefault: Bool { false }

  // https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:): a label answers
  // the size that fits its text. Apple documents no metrics, and no text is laid out here: the
  // fake's measurement is `TextMetrics.size(of:pointSize:numberOfLines:)` (zero for no text).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    TextMetrics.size(of: text, pointSize: font.pointSize, numberOfLines: numberOfLines)
  }
}

/// How the fake measures text, Apple documenting no metrics: each character is 0.6 of the
/// font's point size wide and a line is 1.2 point sizes tall (both rounded up to whole points);
/// lines are those the text's line breaks make (nothing wraps), at most `numberOfLines` of them
/// (0: any number). No text, or an empty one, is zero by zero.
enum TextMetrics {
  static func size(of text: String?, pointSize: CGFloat, numberOfLines: Int) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
    let longest = lines.map(\.count).max() ?? 0
    return CGSize(
      width: (CGFloat(longest) * pointSize * 0.6).rounded(.up),
      height: (CGFloat(lines.count) * pointSize * 1.2).rounded(.up))
  }
}

// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor @preconcurrency
open class UIImageView: UIView {
  private var storedImage: UIImage?

  // https://developer.apple.com/documentation/uikit/uiimageview/init(image:): the view takes
  // the image's size.
  public init(image: UIImage?) {
    storedImage = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  // Unarchiving is not faked.
  public required init?(coder: NSCoder) { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiimageview/isuserinteractionenabled: an
  // image view changes the default to false.
  override class var takesTouchesByDefault: Bool { false }

  // https://developer.apple.com/documentation/uikit/uiimageview/image: setting it does not
  // resize the view.
  open var image: UIImage? {
    get { storedImage }
    set { storedImage = newValue }
  }
}

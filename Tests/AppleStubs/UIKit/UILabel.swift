// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Type-check stub of UIKit, not Apple's code: the declarations Sources/InterludeUI (and the
// example app) use, with the signatures and isolation of Apple's documentation. Bodies trap;
// never linked. Declarations Apple marks unavailable on tvOS go under #if !APPLE_STUBS_TVOS.

@MainActor @preconcurrency
open class UILabel: UIView {
  open var text: String? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var font: UIFont! {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var textColor: UIColor! {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var shadowColor: UIColor? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var shadowOffset: CGSize {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  open var numberOfLines: Int {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  // UIContentSizeCategoryAdjusting.
  open var adjustsFontForContentSizeCategory: Bool {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

@MainActor @preconcurrency
open class UIImageView: UIView {
  public init(image: UIImage?) { fatalError("stub") }
  public override init(frame: CGRect) { fatalError("stub") }
  public required init?(coder: NSCoder) { fatalError("stub") }

  open var image: UIImage? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

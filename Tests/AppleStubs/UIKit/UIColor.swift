// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Type-check stub of UIKit, not Apple's code: the declarations Sources/InterludeUI (and the
// example app) use, with the signatures and isolation of Apple's documentation. Bodies trap;
// never linked. Declarations Apple marks unavailable on tvOS go under #if !APPLE_STUBS_TVOS.

// UIColor, UIFont and UIImage are Sendable in the iOS 16 SDK and later.
open class UIColor: NSObject, @unchecked Sendable {
  public init(white: CGFloat, alpha: CGFloat) { fatalError("stub") }
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError("stub") }

  open class var black: UIColor { fatalError("stub") }
  open class var white: UIColor { fatalError("stub") }
  open class var clear: UIColor { fatalError("stub") }
  open class var label: UIColor { fatalError("stub") }
  open class var secondaryLabel: UIColor { fatalError("stub") }

  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError("stub") }
}

open class UIFont: NSObject, @unchecked Sendable {
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
  }

  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    fatalError("stub")
  }
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError("stub") }
}

open class UIImage: NSObject, @unchecked Sendable {
  public init?(data: Data) { fatalError("stub") }
  public init?(named name: String) { fatalError("stub") }
  open var size: CGSize { fatalError("stub") }
}

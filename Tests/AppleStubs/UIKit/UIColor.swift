// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of UIKit, not Apple's code: UIColor, UIFont and UIImage as Apple documents them, as
// values (nothing is drawn). Declarations Apple marks unavailable on tvOS go under
// #if !APPLE_STUBS_TVOS.

// UIColor, UIFont and UIImage are Sendable in the iOS 16 SDK and later.
// https://developer.apple.com/documentation/uikit/uicolor: a color in the grayscale or the RGB
// color space, or one of the system's dynamic colors (by name); equal colors have the same
// space and components.
open class UIColor: NSObject, @unchecked Sendable {
  enum Value: Hashable {
    case white(CGFloat, alpha: CGFloat)
    case rgb(CGFloat, CGFloat, CGFloat, alpha: CGFloat)
    case system(String, alpha: CGFloat)
  }

  let value: Value

  init(value: Value) {
    self.value = value
  }

  // https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(value: .white(white, alpha: alpha))
  }
  // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(value: .rgb(red, green, blue, alpha: alpha))
  }

  // https://developer.apple.com/documentation/uikit/uicolor/black: grayscale 0, alpha 1.
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/white: grayscale 1, alpha 1.
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  // https://developer.apple.com/documentation/uikit/uicolor/clear: grayscale 0, alpha 0.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  // https://developer.apple.com/documentation/uikit/uicolor/label: a dynamic system color.
  open class var label: UIColor { UIColor(value: .system("label", alpha: 1)) }
  // https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  open class var secondaryLabel: UIColor { UIColor(value: .system("secondaryLabel", alpha: 1)) }

  // https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:): the same
  // color with that opacity.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch value {
    case .white(let white, _): UIColor(value: .white(white, alpha: alpha))
    case .rgb(let red, let green, let blue, _): UIColor(value: .rgb(red, green, blue, alpha: alpha))
    case .system(let name, _): UIColor(value: .system(name, alpha: alpha))
    }
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.value == value
  }

  open override var hash: Int { value.hashValue }
}

// https://developer.apple.com/documentation/uikit/uifont
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

  /// The font's size in points (Apple's `pointSize`).
  package let pointSize: CGFloat
  /// The text style it was made for, if any.
  package let textStyle: TextStyle?

  init(pointSize: CGFloat, textStyle: TextStyle?) {
    self.pointSize = pointSize
    self.textStyle = textStyle
  }

  // https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:): the
  // style's font at the default (large) content size: the sizes of
  // https://developer.apple.com/design/human-interface-guidelines/typography (title 1 28,
  // headline and body 17, footnote 13, caption 1 12 points).
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    let sizes: [TextStyle: CGFloat] = [
      .title1: 28, .headline: 17, .body: 17, .footnote: 13, .caption1: 12,
    ]
    guard let size = sizes[style] else {
      fatalError("fake UIKit: no size for the text style \(style.rawValue)")
    }
    return UIFont(pointSize: size, textStyle: style)
  }

  // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, textStyle: nil)
  }
}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
  let pixelSize: CGSize

  init(pixelSize: CGSize) {
    self.pixelSize = pixelSize
  }

  // https://developer.apple.com/documentation/uikit/uiimage/init(data:): nil when the data is
  // no image. Here the PNG, GIF and JPEG headers are read for the size (nothing is decoded);
  // other data gives nil.
  public init?(data: Data) {
    guard let size = ImageHeader.pixelSize(of: data) else { return nil }
    pixelSize = size
  }

  // https://developer.apple.com/documentation/uikit/uiimage/init(named:): an image of the app's
  // bundle or asset catalog; there is none here, so nil.
  public init?(named name: String) {
    return nil
  }

  // https://developer.apple.com/documentation/uikit/uiimage/size: in points, at scale 1.
  open var size: CGSize { pixelSize }
}

/// The pixel size in an image file's header.
enum ImageHeader {
  static func pixelSize(of data: Data) -> CGSize? {
    let bytes = [UInt8](data)
    func bigEndian(_ offset: Int, _ count: Int) -> Int? {
      guard offset >= 0, offset + count <= bytes.count else { return nil }
      return bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }
    func littleEndian16(_ offset: Int) -> Int? {
      guard offset + 2 <= bytes.count else { return nil }
      return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }
    // PNG: the signature, then the IHDR chunk's width and height.
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
      let width = bigEndian(16, 4), let height = bigEndian(20, 4)
    {
      return CGSize(width: width, height: height)
    }
    // GIF: "GIF87a" or "GIF89a", then the logical screen's width and height.
    if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)),
      let width = littleEndian16(6), let height = littleEndian16(8)
    {
      return CGSize(width: width, height: height)
    }
    // JPEG: the segments up to a start of frame, which holds the height and the width.
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    var offset = 2
    while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
      let marker = bytes[offset + 1]
      guard let length = bigEndian(offset + 2, 2) else { return nil }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard let height = bigEndian(offset + 5, 2), let width = bigEndian(offset + 7, 2) else {
          return nil
        }
        return CGSize(width: width, height: height)
      }
      offset += 2 + length
    }
    return nil
  }
}

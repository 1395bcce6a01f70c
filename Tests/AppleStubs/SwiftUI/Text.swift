// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of SwiftUI, not Apple's code: the declarations Sources/InterludeUI (and the example app)
// use, with the signatures and isolation of Apple's documentation (View is a main-actor protocol).
// Only what iOS 15 and tvOS 15 have is declared. Bodies trap (`fatalError("stub")`): no test runs
// them yet.

// Not Sendable: the iOS 16 SDK's Font and Text are not (newer SDKs make them Sendable).
public struct Font: Hashable {
  private let name: String
  nonisolated(unsafe) public static let largeTitle = Font(name: "largeTitle")
  nonisolated(unsafe) public static let title = Font(name: "title")
  nonisolated(unsafe) public static let title2 = Font(name: "title2")
  nonisolated(unsafe) public static let title3 = Font(name: "title3")
  nonisolated(unsafe) public static let headline = Font(name: "headline")
  nonisolated(unsafe) public static let subheadline = Font(name: "subheadline")
  nonisolated(unsafe) public static let body = Font(name: "body")
  nonisolated(unsafe) public static let callout = Font(name: "callout")
  nonisolated(unsafe) public static let footnote = Font(name: "footnote")
  nonisolated(unsafe) public static let caption = Font(name: "caption")
}

public struct Text: View, Equatable {
  public init<S: StringProtocol>(_ content: S) {}
  public init(verbatim content: String) {}
  public func font(_ font: Font?) -> Text { self }
  public func bold() -> Text { self }
  public func italic() -> Text { self }
  public var body: Never { fatalError("stub") }
}

extension View {
  public func font(_ font: Font?) -> some View { _StubModifiedView<Self>() }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    _StubModifiedView<Self>()
  }
}

public enum TextAlignment: Hashable, Sendable {
  case leading
  case center
  case trailing
}

// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of SwiftUI, not Apple's code: the declarations Sources/InterludeUI (and the example app)
// use, with the signatures and isolation of Apple's documentation (View is a main-actor protocol).
// Only what iOS 15 and tvOS 15 have is declared. Bodies trap (`fatalError("stub")`): no test runs
// them yet.

public struct Button<Label: View>: View {
  @preconcurrency
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError("stub") }
}

extension Button where Label == Text {
  @preconcurrency
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

public struct Toggle<Label: View>: View {
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError("stub") }
}

extension Toggle where Label == Text {
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

// iOS 14, tvOS 14.
public struct Link<Label: View>: View {
  public init(destination: URL, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError("stub") }
}

// Not Sendable in the iOS 16 SDK.
@available(*, unavailable)
extension Link: Sendable {}

extension Link where Label == Text {
  public init<S: StringProtocol>(_ title: S, destination: URL) {}
}

@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}

// iOS 15, tvOS 15.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

// iOS 15, tvOS 15.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension View {
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    _StubModifiedView<Self>()
  }
}

// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of SwiftUI, not Apple's code: the declarations Sources/InterludeUI (and the example app)
// use, with the signatures and isolation of Apple's documentation (View is a main-actor protocol).
// Only what iOS 15 and tvOS 15 have is declared. Bodies trap (`fatalError("stub")`): no test runs
// them yet.
@_exported import Foundation

@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("stub") }
}

public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError("stub") }
}

public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError("stub") }
}

public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError("stub") }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError("stub") }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("stub") }
}

/// What a modifier returns here (Apple returns `some View` or `ModifiedContent`).
public struct _StubModifiedView<Content: View>: View {
  public var body: Never { fatalError("stub") }
}

@resultBuilder
public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { fatalError("stub") }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> { fatalError("stub") }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError("stub") }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError("stub") }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    fatalError("stub")
  }
}

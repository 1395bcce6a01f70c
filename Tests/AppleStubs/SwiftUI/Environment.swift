// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of SwiftUI, not Apple's code: the declarations Sources/InterludeUI (and the example app)
// use, with the signatures and isolation of Apple's documentation. Only what iOS 16 and tvOS 16
// have is declared. Not Sendable, as in the iOS 16 SDK (newer SDKs may make them so). Bodies trap
// (`fatalError("stub")`): no test runs them yet.

public struct EnvironmentValues: CustomStringConvertible {
  public init() {}
  public var description: String { fatalError("stub") }
  public var layoutDirection: LayoutDirection {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  public var locale: Locale {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
  public var dynamicTypeSize: DynamicTypeSize {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError("stub") }
}

public enum LayoutDirection: Hashable, CaseIterable {
  case leftToRight
  case rightToLeft
}

// iOS 15, tvOS 15.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable {
  case xSmall
  case small
  case medium
  case large
  case xLarge
  case xxLarge
  case xxxLarge
  case accessibility1
  case accessibility2
  case accessibility3
  case accessibility4
  case accessibility5
  public var isAccessibilitySize: Bool { fatalError("stub") }
}

extension View {
  public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  { _StubModifiedView<Self>() }
}

// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of SwiftUI, not Apple's code: the declarations Sources/InterludeUI (and the example app)
// use, with the signatures and isolation of Apple's documentation (View is a main-actor protocol).
// Only what iOS 15 and tvOS 15 have is declared. A State keeps its value (the views' initialisers
// run in tests; their bodies do not); a Binding's bodies trap (`fatalError("stub")`): no test runs
// them yet.

public protocol DynamicProperty {}

@propertyWrapper
public struct State<Value>: DynamicProperty {
  /// Where the value lives (SwiftUI keeps it in the view graph, outside the view's struct).
  private final class Storage: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private let storage: Storage

  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:): the state's
  // initial value.
  public init(wrappedValue value: Value) { storage = Storage(value) }
  // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { storage = Storage(value) }
  // https://developer.apple.com/documentation/swiftui/state/wrappedvalue: the current value; a
  // set changes it for every copy of the state (nonmutating).
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.value = newValue }
  }
  public var projectedValue: Binding<Value> { fatalError("stub") }
}

extension State: Sendable where Value: Sendable {}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { fatalError("stub") }
  public static func constant(_ value: Value) -> Binding<Value> { fatalError("stub") }
  public var wrappedValue: Value {
    get { fatalError("stub") }
    nonmutating set { fatalError("stub") }
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> { fatalError("stub") }
}

extension Binding: Sendable where Value: Sendable {}

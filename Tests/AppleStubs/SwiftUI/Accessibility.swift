// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of SwiftUI, not Apple's code: the declarations Sources/InterludeUI (and the example app)
// use, with the signatures and isolation of Apple's documentation. Only what iOS 16 and tvOS 16
// have is declared. Not Sendable, as in the iOS 16 SDK (newer SDKs may make them so). Bodies trap
// (`fatalError("stub")`): no test runs them yet.

public struct AccessibilityTraits: SetAlgebra {
  public typealias Element = AccessibilityTraits
  public typealias ArrayLiteralElement = AccessibilityTraits
  nonisolated(unsafe) public static let isHeader = AccessibilityTraits()
  public init() {}
  public init(arrayLiteral elements: AccessibilityTraits...) {}
  public func contains(_ member: AccessibilityTraits) -> Bool { fatalError("stub") }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError("stub") }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    fatalError("stub")
  }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    fatalError("stub")
  }
  public mutating func insert(
    _ newMember: AccessibilityTraits
  ) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { fatalError("stub") }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    fatalError("stub")
  }
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    fatalError("stub")
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { fatalError("stub") }
  public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError("stub") }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
    fatalError("stub")
  }
  public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool {
    fatalError("stub")
  }
}

extension View {
  public func accessibilityLabel(_ label: Text) -> some View { _StubModifiedView<Self>() }
  public func accessibilityHint(_ hint: Text) -> some View { _StubModifiedView<Self>() }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    _StubModifiedView<Self>()
  }
}

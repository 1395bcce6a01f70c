// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Type-check stub, not Apple's code: the part of Foundation that exists only on Apple platforms
// (Swift key-value observing), which swift-corelibs-foundation lacks. UIKit and AVFoundation
// stubs re-export it, as Apple's re-export Foundation. Bodies trap; never linked.
@_exported import Foundation

// Apple's Foundation holds URLRequest and URLSession, which swift-corelibs-foundation keeps in
// FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1
  case insertion = 2
  case removal = 3
  case replacement = 4
}

public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  public let kind: Kind
  public let newValue: Value?
  public let oldValue: Value?
  public let indexes: IndexSet?
  public let isPrior: Bool
}

public class NSKeyValueObservation: NSObject, @unchecked Sendable {
  public func invalidate() { fatalError("stub") }
}

extension _KeyValueCodingAndObserving {
  // Stricter than some SDKs (a @Sendable handler): code that compiles here compiles there.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    fatalError("stub")
  }
}

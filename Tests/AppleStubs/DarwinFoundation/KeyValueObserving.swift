// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of the part of Apple's Foundation that exists only on Apple platforms (Swift key-value
// observing), which swift-corelibs-foundation lacks; not Apple's code. The UIKit and
// AVFoundation fakes re-export it, as Apple's frameworks re-export Foundation.
//
// There is no Objective-C runtime to intercept setters here, so a property notifies its
// observers only when its setter says so: a fake's observable property changes its value inside
// `notifyingObservers(of:around:)` (package; see KeyValueObservationRegistry.swift). Observations
// match a key path exactly, root type included: observe a property through the class that
// declares it (`player.observe(\.rate)` with an `AVPlayer`), as code holding the framework's
// class does.
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
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/new
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/old
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/initial
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/prior
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

// https://developer.apple.com/documentation/foundation/nskeyvalueobservation: the observation
// lasts until it is invalidated or deallocated.
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
  /// The observed object, not retained (Apple's observation does not keep it alive either).
  weak var object: AnyObject?
  let keyPath: AnyKeyPath
  /// Called before a change: sends the prior notification when `.prior` was asked for, and
  /// returns what sends the notification once the change is made.
  let willChange: (AnyObject) -> (AnyObject) -> Void
  private let state = LockedState(true)

  init(
    object: AnyObject, keyPath: AnyKeyPath,
    willChange: @escaping (AnyObject) -> (AnyObject) -> Void
  ) {
    self.object = object
    self.keyPath = keyPath
    self.willChange = willChange
  }

  /// Whether the observation still delivers changes.
  var isActive: Bool { state.withLock { $0 } }

  // https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate():
  // no change is delivered once it returns; calling it again does nothing.
  public func invalidate() {
    state.withLock { $0 = false }
    KeyValueObservationRegistry.shared.remove(self)
  }

  deinit {
    invalidate()
  }
}

extension _KeyValueCodingAndObserving {
  // https://developer.apple.com/documentation/swift/using-key-value-observing-in-swift and the
  // options' pages above: `.initial` delivers the current value before this returns (the new
  // value with `.new`, never an old one); `.prior` delivers a change before it happens too
  // (`isPrior`, the old value with `.old`, never a new one); `.new` and `.old` add those values
  // to the change delivered after it. The handler runs on the thread that makes the change.
  // Stricter than some SDKs (a @Sendable handler): code that compiles here compiles there.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let observation = NSKeyValueObservation(object: self as AnyObject, keyPath: keyPath) {
      object in
      guard let observed = object as? Self else { return { _ in } }
      let old = observed[keyPath: keyPath]
      if options.contains(.prior) {
        changeHandler(
          observed,
          NSKeyValueObservedChange(
            kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil,
            indexes: nil, isPrior: true))
      }
      return { object in
        guard let observed = object as? Self else { return }
        changeHandler(
          observed,
          NSKeyValueObservedChange(
            kind: .setting, newValue: options.contains(.new) ? observed[keyPath: keyPath] : nil,
            oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
      }
    }
    KeyValueObservationRegistry.shared.add(observation)
    if options.contains(.initial) {
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
          oldValue: nil, indexes: nil, isPrior: false))
    }
    return observation
  }

  /// Test-fake plumbing (package): makes `change`, the change of the properties at `keyPaths`,
  /// the way Apple's automatic change notification brackets a setter: each observation of one
  /// of them hears of it before (`.prior`) and after. A fake's observable property calls it
  /// from its setter, or wherever the fake changes the value itself.
  package func notifyingObservers(
    of keyPaths: [PartialKeyPath<Self>], around change: () -> Void
  ) {
    let object = self as AnyObject
    let observations = KeyValueObservationRegistry.shared.observations(
      of: object, keyPaths: keyPaths)
    var pending: [(NSKeyValueObservation, (AnyObject) -> Void)] = []
    for observation in observations where observation.isActive {
      pending.append((observation, observation.willChange(object)))
    }
    change()
    for (observation, didChange) in pending where observation.isActive {
      didChange(object)
    }
  }

  /// Test-fake plumbing (package): how many live observations watch `keyPath` of this object
  /// (for tests that check an observer lets go).
  package func keyValueObservationCount(of keyPath: PartialKeyPath<Self>) -> Int {
    KeyValueObservationRegistry.shared.observations(of: self as AnyObject, keyPaths: [keyPath])
      .count { $0.isActive }
  }
}

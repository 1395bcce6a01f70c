// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Part of the Foundation fake, not Apple's code: where the key-value observations of every
// object are kept, so that a fake's setter can find the observers of the property it changes
// (`notifyingObservers(of:around:)`). Keyed by the observed object's identity and checked
// against it (a weak reference), so that an object allocated where a dead one was never
// inherits its observers.
import Foundation

final class KeyValueObservationRegistry: @unchecked Sendable {
  static let shared = KeyValueObservationRegistry()

  private struct Entry {
    weak var observation: NSKeyValueObservation?
  }

  private let entries = LockedState<[ObjectIdentifier: [Entry]]>([:])

  func add(_ observation: NSKeyValueObservation) {
    guard let object = observation.object else { return }
    entries.withLock { entries in
      entries[ObjectIdentifier(object), default: []].append(Entry(observation: observation))
    }
  }

  func remove(_ observation: NSKeyValueObservation) {
    entries.withLock { entries in
      for (key, list) in entries {
        let kept = list.filter { $0.observation != nil && $0.observation !== observation }
        entries[key] = kept.isEmpty ? nil : kept
      }
    }
  }

  /// The observations of `object` watching one of `keyPaths`, in the order they were made.
  func observations(of object: AnyObject, keyPaths: [AnyKeyPath]) -> [NSKeyValueObservation] {
    entries.withLock { entries in
      (entries[ObjectIdentifier(object)] ?? []).compactMap { entry in
        guard let observation = entry.observation, observation.object === object,
          keyPaths.contains(observation.keyPath)
        else { return nil }
        return observation
      }
    }
  }
}

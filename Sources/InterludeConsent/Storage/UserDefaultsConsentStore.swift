public import Foundation

/// A ``ConsentStore`` over `UserDefaults`: the standard IAB in-app storage on Apple platforms,
/// where CMPs write and ad SDKs read the `IABTCF_*` keys (it also builds and is tested with
/// swift-corelibs-foundation).
///
/// Integers are stored as `NSNumber` and strings as `String`, as the IAB contract requires.
/// `UserDefaults` has no transactions, so a batch is applied key by key, in order; one change
/// is still posted per save. Writes by other code (a third-party CMP) are not reported by
/// ``changes()``; observe `UserDefaults.didChangeNotification` for those.
public final class UserDefaultsConsentStore: ConsentStore, @unchecked Sendable {
  // Unchecked: `UserDefaults` is documented thread-safe but not marked Sendable.
  /// The defaults written to.
  public let defaults: UserDefaults
  /// Held while a batch is applied, so that two saves do not interleave their keys.
  private let saving = Locked(())
  private let broadcaster = ConsentChangeBroadcaster()

  /// Creates a store over `defaults` (the standard defaults, as the IAB requires, by default).
  public init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  /// The value stored under a key: a number becomes an integer, a string stays a string.
  public func value(forKey key: String) -> ConsentValue? {
    switch defaults.object(forKey: key) {
    case let string as String:
      return .string(string)
    case let number as NSNumber:
      let double = number.doubleValue
      guard double.isFinite, double == double.rounded(), abs(double) < 9.0e15 else {
        return nil
      }
      return .int(number.intValue)
    default:
      return nil
    }
  }

  /// Every key in the defaults' search list (including global ones; filter by prefix).
  public func keys() -> Set<String> {
    Set(defaults.dictionaryRepresentation().keys)
  }

  /// Applies the batch in order, then posts one change.
  public func save(_ batch: ConsentStoreBatch) throws(ConsentStoreError) {
    guard !batch.isEmpty else { return }
    saving.withLock { _ in
      for operation in batch.operations {
        switch operation {
        case .set(let key, .int(let value)):
          defaults.set(NSNumber(value: value), forKey: key)
        case .set(let key, .string(let value)):
          defaults.set(value, forKey: key)
        case .remove(let key):
          defaults.removeObject(forKey: key)
        }
      }
    }
    broadcaster.send(ConsentStoreChange(keys: batch.keys))
  }

  /// A stream of changes, one per later save through this store.
  public func changes() -> AsyncStream<ConsentStoreChange> {
    broadcaster.stream()
  }
}

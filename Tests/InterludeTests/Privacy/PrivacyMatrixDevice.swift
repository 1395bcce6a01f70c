import Foundation
import Interlude
import InterludeConsent

/// The simulated device of a matrix cell: its consent store, its ATT answer (not determined
/// until the test resolves it) and its advertising identifier, counting every read of the
/// signals and of the identifier.
final class PrivacyMatrixDevice: @unchecked Sendable {
  /// Where the CMP writes its keys.
  let store = InMemoryConsentStore()
  private let lock = NSLock()
  private var tracking = TrackingAuthorizationStatus.notDetermined
  private var signalReads = 0
  private var identifierReads = 0

  /// How many times the SDK read the privacy signals.
  var privacyReads: Int { lock.withLock { signalReads } }

  /// How many times the SDK called the `advertisingIdentifier` closure.
  var advertisingIdentifierReads: Int { lock.withLock { identifierReads } }

  /// The user answers the ATT prompt (or the platform has no ATT).
  func answerTracking(_ status: TrackingAuthorizationStatus) {
    lock.withLock { tracking = status }
  }

  /// The signals, evaluated as an app wires them: stored keys, ATT, and the IDFA on demand.
  ///
  /// A closure for ``AdsLoader``'s `privacy:` parameter.
  var signals: @Sendable () -> PrivacySignals {
    { [self] in
      let status = lock.withLock {
        signalReads += 1
        return tracking
      }
      return PrivacySignals.evaluate(store: store, tracking: status) {
        self.lock.withLock { self.identifierReads += 1 }
        return PrivacyMatrixExpectation.identifier
      }
    }
  }
}

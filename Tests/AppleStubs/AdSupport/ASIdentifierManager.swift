// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of AdSupport, not Apple's code: ASIdentifierManager as Apple documents it
// (https://developer.apple.com/documentation/adsupport/asidentifiermanager), the declarations
// Sources/InterludeUI uses.
import AppTrackingTransparency
import DarwinFoundation

open class ASIdentifierManager: NSObject {
  // nonisolated(unsafe): its state is behind a lock.
  nonisolated(unsafe) private static let instance = ASIdentifierManager()
  private struct FakeState {
    var deviceIdentifier = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID()
    var reads = 0
  }
  private let state = LockedState(FakeState())
  private static let zero = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

  // https://developer.apple.com/documentation/adsupport/asidentifiermanager/shared()
  open class func shared() -> ASIdentifierManager { instance }

  // https://developer.apple.com/documentation/adsupport/asidentifiermanager/advertisingidentifier:
  // "returns either a unique UUID, or all zeros": the device's identifier once the user has
  // authorised tracking (ATTrackingManager's status authorized), all zeros otherwise.
  open var advertisingIdentifier: UUID {
    let authorized = ATTrackingManager.trackingAuthorizationStatus == .authorized
    return state.withLock { state in
      state.reads += 1
      return authorized ? state.deviceIdentifier : ASIdentifierManager.zero
    }
  }
}

// MARK: Test controls

extension ASIdentifierManager {
  /// The device's identifier, given once tracking is authorised (all zeros in the Simulator).
  package var deviceIdentifier: UUID {
    get { state.withLock { $0.deviceIdentifier } }
    set { state.withLock { $0.deviceIdentifier = newValue } }
  }

  /// How many times `advertisingIdentifier` was read.
  package var readCount: Int { state.withLock { $0.reads } }

  /// Back to a device of its own identifier, never read.
  package func resetFake() {
    state.withLock { $0 = FakeState() }
  }
}

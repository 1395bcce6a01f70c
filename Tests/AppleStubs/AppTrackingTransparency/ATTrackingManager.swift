// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of AppTrackingTransparency, not Apple's code: the declarations Sources/InterludeUI uses, as
// Apple's documentation gives them (iOS 14, tvOS 14). Bodies trap (`fatalError("stub")`): no test
// runs them yet.
import Foundation

open class ATTrackingManager: NSObject {
  public enum AuthorizationStatus: UInt, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
  }

  open class var trackingAuthorizationStatus: ATTrackingManager.AuthorizationStatus {
    fatalError("stub")
  }

  open class func requestTrackingAuthorization() async -> ATTrackingManager.AuthorizationStatus {
    fatalError("stub")
  }
}

// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of AdSupport, not Apple's code: the declarations Sources/InterludeUI uses, as Apple's
// documentation gives them. Bodies trap (`fatalError("stub")`): no test runs them yet.
import Foundation

open class ASIdentifierManager: NSObject {
  open class func shared() -> ASIdentifierManager { fatalError("stub") }
  open var advertisingIdentifier: UUID { fatalError("stub") }
}

// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Type-check stub of QuartzCore, not Apple's code: the declarations Sources/InterludeUI (and the
// example app) use, as Apple's documentation gives them. Bodies trap; never linked.
import Foundation

open class CALayer: NSObject {
  open var cornerRadius: CGFloat = 0
  open var frame: CGRect = .zero
  open func addSublayer(_ layer: CALayer) { fatalError("stub") }
}

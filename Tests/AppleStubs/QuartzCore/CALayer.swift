// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of QuartzCore, not Apple's code: the declarations Sources/InterludeUI (and the example
// app) use, behaving as Apple's documentation says. Nothing is drawn.
import Foundation

// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
  // https://developer.apple.com/documentation/quartzcore/calayer/cornerradius: 0 by default.
  open var cornerRadius: CGFloat = 0
  // https://developer.apple.com/documentation/quartzcore/calayer/frame
  open var frame: CGRect = .zero
  /// The sublayers, back to front (Apple's `sublayers`).
  package private(set) var fakeSublayers: [CALayer] = []
  /// The layer this one is a sublayer of (Apple's `superlayer`).
  package private(set) weak var fakeSuperlayer: CALayer?

  // https://developer.apple.com/documentation/quartzcore/calayer/init(): required, as a view
  // makes its layer from its `layerClass`.
  public required override init() {
    super.init()
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:): appended to
  // the sublayers (taken from any other layer first).
  open func addSublayer(_ layer: CALayer) {
    if let old = layer.fakeSuperlayer { old.fakeSublayers.removeAll { $0 === layer } }
    layer.fakeSuperlayer = self
    fakeSublayers.append(layer)
  }
}

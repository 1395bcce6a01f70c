// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Fake of UIKit, not Apple's code: the declarations Sources/InterludeUI (and the example app) use,
// with the signatures and isolation of Apple's documentation. Each body that does something follows
// the Apple page it cites. Declarations Apple marks unavailable on tvOS go under
// #if !APPLE_STUBS_TVOS.
@_exported import DarwinFoundation
@_exported import Foundation
@_exported import QuartzCore

// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals
// Fake of SwiftUI, not Apple's code: the tvOS-only declarations Sources/InterludeUI uses (Apple
// marks them unavailable on iOS 16), with the signatures of Apple's documentation. Bodies trap
// (`fatalError("stub")`): no test runs them yet.

#if APPLE_STUBS_TVOS
extension View {
  // tvOS 13.
  public func onExitCommand(perform action: (() -> Void)?) -> some View {
    _StubModifiedView<Self>()
  }
  // tvOS 15.
  public func focusSection() -> some View { _StubModifiedView<Self>() }
}
#endif

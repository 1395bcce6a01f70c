/// Hears what a click-through does: IMA's `IMALinkOpenerDelegate`, set through
/// ``AdsRenderingSettings/linkOpenerDelegate``.
///
/// Every method is optional, as in IMA: the defaults do nothing. The ``LinkOpener`` calls them
/// (the Apple layer's `SafariLinkOpener` does; a custom opener calls what applies to it).
@MainActor
public protocol LinkOpenerDelegate: AnyObject, Sendable {
  /// A link is about to open outside the app (the system browser or another app).
  func linkOpenerWillOpenExternalApplication(_ linkOpener: any LinkOpener)
  /// A link is about to open in the app (an in-app browser).
  func linkOpenerWillOpenInAppLink(_ linkOpener: any LinkOpener)
  /// The in-app browser is on screen.
  func linkOpenerDidOpenInAppLink(_ linkOpener: any LinkOpener)
  /// The in-app browser is about to close.
  func linkOpenerWillCloseInAppLink(_ linkOpener: any LinkOpener)
  /// The in-app browser closed.
  func linkOpenerDidCloseInAppLink(_ linkOpener: any LinkOpener)
}

extension LinkOpenerDelegate {
  /// Does nothing.
  public func linkOpenerWillOpenExternalApplication(_ linkOpener: any LinkOpener) {}
  /// Does nothing.
  public func linkOpenerWillOpenInAppLink(_ linkOpener: any LinkOpener) {}
  /// Does nothing.
  public func linkOpenerDidOpenInAppLink(_ linkOpener: any LinkOpener) {}
  /// Does nothing.
  public func linkOpenerWillCloseInAppLink(_ linkOpener: any LinkOpener) {}
  /// Does nothing.
  public func linkOpenerDidCloseInAppLink(_ linkOpener: any LinkOpener) {}
}

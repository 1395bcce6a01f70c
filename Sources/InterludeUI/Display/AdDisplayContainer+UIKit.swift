#if canImport(UIKit) && !os(watchOS)
public import Interlude
public import UIKit

extension AdDisplayContainer {
  /// A container that plays ads over `adContainer`: IMA's
  /// `IMAAdDisplayContainer(adContainer:viewController:companionSlots:)`.
  ///
  /// It builds an ``AVPlayerVideoDisplay`` (the ad video and the overlay fill the view's bounds
  /// and follow its size), takes the player size from the view's bounds, and opens
  /// click-throughs with a ``SafariLinkOpener`` presenting over `viewController`.
  ///
  /// - Parameters:
  ///   - adContainer: The view the ads play in, usually laid exactly over the content's video.
  ///     Lay it out before creating the container, so that the player size is known.
  ///   - viewController: Presents the in-app browser; nil opens the system browser.
  ///   - companionSlots: Where companions go (iOS; ``CompanionSlotView`` draws one).
  public convenience init(
    adContainer: UIView, viewController: UIViewController?,
    companionSlots: [CompanionAdSlot] = []
  ) {
    self.init(
      videoDisplay: AVPlayerVideoDisplay(adContainer: adContainer),
      playerSize: Self.playerSize(of: adContainer),
      companionSlots: companionSlots,
      linkOpener: SafariLinkOpener(presentingViewController: viewController))
  }

  /// The player size of `view`'s bounds, nil while it is not laid out.
  private static func playerSize(of view: UIView) -> DeviceInfo.PlayerSize? {
    let size = view.bounds.size
    return playerSize(viewWidth: Double(size.width), height: Double(size.height))
  }

  /// The AVPlayer display, when the container was built over a view.
  public var playerVideoDisplay: AVPlayerVideoDisplay? { videoDisplay as? AVPlayerVideoDisplay }

  /// The view the ads play in (IMA's `adContainer`): the one the ``AVPlayerVideoDisplay``
  /// draws in, nil when the container has no such display.
  ///
  /// Setting a view moves the display's video and overlay into it (filling its bounds), or
  /// builds an ``AVPlayerVideoDisplay`` over it when the container has no display, and takes
  /// the player size from its bounds when they are laid out. Setting nil takes the display out
  /// of its view. A container whose display is the app's own `VideoDisplay` is left as it is.
  public var adContainer: UIView? {
    get { playerVideoDisplay?.adContainer }
    set {
      if let display = playerVideoDisplay {
        display.move(to: newValue)
      } else if videoDisplay == nil, let newValue {
        videoDisplay = AVPlayerVideoDisplay(adContainer: newValue)
      } else {
        return
      }
      if let size = newValue.flatMap(Self.playerSize(of:)) { playerSize = size }
    }
  }

  /// Plays the ads on `display` from now on, in the container's view: the display that was
  /// there leaves it, and `display`'s overlay (and its video, with a player of its own) moves in.
  func use(_ display: AVPlayerVideoDisplay) {
    guard display !== playerVideoDisplay else { return }
    let view = adContainer
    playerVideoDisplay?.move(to: nil)
    videoDisplay = display
    display.move(to: view)
  }

  /// The view controller that presents click-throughs in an in-app browser (IMA's
  /// `adContainerViewController`), held weakly: the ``SafariLinkOpener``'s
  /// ``SafariLinkOpener/presentingViewController``. Setting it on a container without an
  /// opener gives it a ``SafariLinkOpener``; a container with the app's own `LinkOpener`
  /// keeps it and ignores the value.
  public var adContainerViewController: UIViewController? {
    get { (linkOpener as? SafariLinkOpener)?.presentingViewController }
    set {
      if let opener = linkOpener as? SafariLinkOpener {
        opener.presentingViewController = newValue
      } else if linkOpener == nil {
        linkOpener = SafariLinkOpener(presentingViewController: newValue)
      }
    }
  }

  /// The overlay of the AVPlayer display, when the container has one.
  public var overlay: AdOverlayView? { playerVideoDisplay?.overlay }

  /// Draws `manager`'s ads in the overlay with `settings`. Not needed for the usual flow: the
  /// overlay connects itself to the manager when it is initialized
  /// (``AVPlayerVideoDisplay/adsManagerDidInitialize(_:)``); for custom layouts that draw another
  /// manager's ads, or with other settings, in this container's overlay. The overlay's words
  /// follow the manager's `AdsManager.adUILanguage` unless the app set its own on
  /// `overlay?.model.text` (``AdOverlayView/model``).
  public func connectOverlay(to manager: AdsManager, settings: AdsRenderingSettings) {
    overlay?.connect(to: manager, settings: settings)
  }

  /// What should have focus during an ad (tvOS): the overlay while it shows, else nil. Put it
  /// first in the presenting view controller's `preferredFocusEnvironments` (IMA's
  /// `focusEnvironment`).
  public var focusEnvironment: (any UIFocusEnvironment)? {
    guard let overlay, !overlay.isHidden else { return nil }
    return overlay
  }

  /// Declares a view over the ad that measurement must not count as hiding it (IMA's
  /// `registerFriendlyObstruction`): the view's type names it, and a reason that breaks Open
  /// Measurement's rule is dropped. The view itself is not retained: the obstruction is kept
  /// as data, which each ad's `openMeasurement` session receives
  /// (`MeasuredAd.friendlyObstructions`); an adapter that hands views to the OM SDK keeps
  /// its own references to them.
  public func registerFriendlyObstruction(
    _ view: UIView, purpose: FriendlyObstruction.Purpose, detailedReason: String? = nil
  ) {
    friendlyObstructions.append(
      FriendlyObstruction(
        name: String(describing: type(of: view)), purpose: purpose, detailedReason: detailedReason
      ))
  }

  /// Removes every friendly obstruction (IMA's `unregisterAllFriendlyObstructions`).
  public func unregisterAllFriendlyObstructions() {
    friendlyObstructions.removeAll()
  }
}
#endif  // canImport(UIKit) && !os(watchOS)

#if canImport(UIKit) && !os(watchOS)
public import Interlude
public import UIKit

/// The ad overlay: the "Ad 1 of 3" attribution and the countdown at the top left, "Learn more"
/// at the top right, the skip button at the bottom right, and the "Interlude debug" watermark at
/// the bottom left while `Settings.enableDebugMode` is on; in Arabic and Hebrew each of these
/// mirrored (`AdOverlayState.placements`). The elements are anchored to the screen's left and
/// right edges as the state says, never to leading and trailing, so UIKit does not mirror them
/// a second time.
///
/// Industry icons (AdChoices): drawn where and as large as their `<Icon>` says
/// (`AdOverlayState.icons`; left is left in every language), on top of the rest, whatever
/// `AdsRenderingSettings.uiElements` hides; the attribution, countdown and "Learn more" move
/// aside when an icon is in their way. Each image is fetched once through a
/// `URLSessionTransport` (no cookies, 1 MB cap); an icon is reported shown
/// (`AdsManager.iconViewed(at:)`: its view tracking) once its image is on screen, and a tap
/// calls `AdsManager.iconClicked(at:)`. An image that fails to load is not drawn and not
/// counted.
///
/// The view decides nothing. `AdOverlayModel` (in the core, tested everywhere) turns the
/// playing ad, its time and the rendering settings into an `AdOverlayState`, and the core's
/// layout says where each element and icon goes; the view draws that state there and forwards
/// taps to `AdsManager.skip()` and `AdsManager.clicked()`, and a tap
/// on the ad anywhere outside its controls to `AdsManager.tapped()` (IMA's `TAPPED`; not on
/// tvOS, which has no touch surface). Each
/// element can be hidden through `AdsRenderingSettings.uiElements`, and the whole overlay
/// replaced by the app's own controls with `AdsRenderingSettings.disableUi`.
///
/// Language: ``connect(to:settings:)`` gives the model the words of the manager's
/// `AdsManager.adUILanguage` (`Settings.language`, else the device's preferred languages).
/// An app that sets its own `AdOverlayModel.text` on ``model`` (before or after connecting)
/// keeps it: the view replaces only the words it chose itself.
///
/// Accessibility: every element carries the label, hint and traits of the state
/// (`AdOverlayState.Accessibility`); the moment the skip button becomes enabled VoiceOver
/// announces it, once. Labels and buttons use Dynamic Type (text styles, up to the
/// accessibility medium size so the overlay does not cover the ad); the skip button, "Learn
/// more" and the icons take touches over at least 44 by 44 points. The overlay has no animation
/// of its own, so Reduce Motion has nothing to remove.
///
/// ``AVPlayerVideoDisplay`` owns one over its video and calls ``refresh()`` with every progress
/// report, and connects it to the manager that plays on it when that manager is initialized:
/// no call is needed (`AdDisplayContainer.connectOverlay(to:settings:)` is for custom
/// layouts).
///
/// tvOS: the skip button takes focus the moment it becomes enabled (as in IMA's tvOS SDK) and
/// comes first in the focus order, then the icons; the view is the focus environment during
/// breaks (`AdDisplayContainer.focusEnvironment`), and "Learn more" is never shown (there is
/// no browser to open). Select on the focused skip button skips; the Menu button never skips an
/// ad: the view handles no press, so Menu goes up the responder chain to the app.
@MainActor
public final class AdOverlayView: UIView {
  /// The manager whose playing ad is drawn and which receives the taps.
  public private(set) weak var adsManager: AdsManager?
  /// Turns the ad and its time into what to draw; ``connect(to:settings:)`` gives its settings.
  public var model: AdOverlayModel
  /// What is drawn now.
  public private(set) var state: AdOverlayState = .hidden

  private let attributionLabel = UILabel()
  private let countdownLabel = UILabel()
  private let debugLabel = UILabel()
  private let skipButton = UIButton(type: .system)
  private let learnMoreButton = UIButton(type: .system)
  /// Covers the ad under the other elements while it is drawn: a tap on it is TAPPED.
  private let tapSurface = UIButton(type: .custom)
  private var shownAd: AdInfo?
  /// The drawn icons, by their index in the ad's `<Icons>`.
  private var iconButtons: [Int: UIButton] = [:]
  /// Fetched icon images, and the URLs fetched or being fetched.
  private var iconImages: [URL: UIImage] = [:]
  private var iconFetches: Set<URL> = []
  /// Fetches the icon images: a `URLSessionTransport` (tests give their own).
  package lazy var iconTransport: any HTTPTransport = URLSessionTransport()
  /// The overlay's own elements, by what they draw.
  private var elementViews: [(AdOverlayLayout.Element, UIView)] {
    [
      (.attribution, attributionLabel), (.countdown, countdownLabel),
      (.learnMore, learnMoreButton), (.skipButton, skipButton), (.debugWatermark, debugLabel),
    ]
  }
  /// The words the view chose for ``model`` (from the manager's language); the app's own words
  /// differ from them and are kept.
  private var automaticText = AdOverlayText()

  /// Creates an empty overlay.
  override public init(frame: CGRect) {
    model = AdOverlayModel(focusesSkipButton: Self.isTV)
    super.init(frame: frame)
    configure()
  }

  /// Creates an empty overlay from an archive.
  public required init?(coder: NSCoder) {
    model = AdOverlayModel(focusesSkipButton: Self.isTV)
    super.init(coder: coder)
    configure()
  }

  /// Draws the ads of `manager` with `settings`: the rendering settings given to
  /// `AdsManager.initialize(with:)`.
  public func connect(to manager: AdsManager, settings: AdsRenderingSettings) {
    adsManager = manager
    var settings = settings
    #if os(tvOS) || INTERLUDE_CHECK_TVOS
    settings.uiElements.remove(.learnMore)
    #endif
    model.settings = settings
    model.showsDebugWatermark = manager.isDebugModeEnabled
    if model.text == automaticText {
      automaticText = AdOverlayText(language: manager.adUILanguage)
      model.text = automaticText
    }
    refresh()
  }

  /// Redraws for the manager's playing ad and its current time.
  public func refresh() {
    let ad = adsManager?.currentAd
    let next = model.redraw(
      for: ad, at: adsManager?.adPlaybackInfo.currentMediaTime ?? 0, after: state, of: shownAd)
    shownAd = ad
    render(next)
  }

  /// Draws `state`; for apps that compute the state themselves.
  public func render(_ state: AdOverlayState) {
    let previous = self.state
    self.state = state
    for (element, view) in elementViews { view.isHidden = !element.isShown(in: state) }
    attributionLabel.text = state.attribution
    attributionLabel.applyOverlayAccessibility(state.attributionAccessibility)
    countdownLabel.text = state.countdown
    countdownLabel.applyOverlayAccessibility(state.countdownAccessibility)
    if let skip = state.skipButton {
      skipButton.setTitle(skip.title, for: .normal)
      skipButton.isEnabled = skip.isEnabled
      skipButton.applyOverlayAccessibility(skip.accessibility, isEnabled: skip.isEnabled)
    }
    learnMoreButton.setTitle(state.learnMore, for: .normal)
    learnMoreButton.applyOverlayAccessibility(state.learnMoreAccessibility)
    tapSurface.isHidden = Self.isTV || !state.isVisible
    tapSurface.accessibilityLabel =
      state.attributionAccessibility?.label ?? model.text.adAccessibility
    debugLabel.text = state.debugWatermark
    renderIcons(state.isVisible ? state.icons : [])
    setNeedsLayout()
    if let announcement = state.announcement(after: previous) {
      Self.postOverlayAnnouncement(announcement)
    }
    if state.isVisible, state.skipButton?.takesFocus == true {
      setNeedsFocusUpdate()
      updateFocusIfNeeded()
    }
  }

  /// The enabled skip button first, then the icons (tvOS focus order).
  override public var preferredFocusEnvironments: [any UIFocusEnvironment] {
    let order = AdOverlayLayout.focusOrder(of: state, drawnIcons: Set(iconButtons.keys))
    let environments: [any UIFocusEnvironment] = order.compactMap { focusable in
      switch focusable {
      case .skipButton: skipButton
      case .icon(let index): iconButtons[index]
      }
    }
    return environments.isEmpty ? super.preferredFocusEnvironments : environments
  }

  /// Places the elements and icons where `AdOverlayLayout` puts them.
  override public func layoutSubviews() {
    super.layoutSubviews()
    tapSurface.frame = bounds
    var imageSizes: [Int: AdOverlayLayout.Size] = [:]
    for (index, button) in iconButtons {
      if let image = button.image(for: .normal) {
        imageSizes[index] = AdOverlayLayout.Size(image.size)
      }
    }
    let views = Dictionary(uniqueKeysWithValues: elementViews)
    let layout = AdOverlayLayout(
      state: state, in: AdOverlayLayout.Size(bounds.size), iconImageSizes: imageSizes
    ) { element in
      AdOverlayLayout.Size(views[element]?.sizeThatFits(bounds.size) ?? .zero)
    }
    for (index, frame) in layout.iconFrames { iconButtons[index]?.frame = CGRect(frame) }
    for (element, frame) in layout.frames { views[element]?.frame = CGRect(frame) }
  }

  /// Lets touches outside the buttons (and outside the ad, when none is drawn) through to the
  /// views below.
  override public func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let view = super.hitTest(point, with: event)
    return view === self ? nil : view
  }

  // MARK: Helpers

  private static var isTV: Bool {
    #if os(tvOS) || INTERLUDE_CHECK_TVOS
    true
    #else
    false
    #endif
  }

  /// Shows the icons whose images have arrived, fetches the others, removes the rest; reports
  /// each icon drawn to the manager, which fires its view tracking once per ad.
  private func renderIcons(_ icons: [AdOverlayState.Icon]) {
    let wanted = Set(icons.map(\.index))
    for (index, button) in iconButtons where !wanted.contains(index) {
      button.removeFromSuperview()
      iconButtons[index] = nil
    }
    for icon in icons {
      guard let image = iconImages[icon.imageURL] else {
        fetchIcon(icon.imageURL)
        continue
      }
      let button = iconButtons[icon.index] ?? makeIconButton(index: icon.index)
      button.setImage(image, for: .normal)
      button.applyOverlayAccessibility(icon.accessibility)
      adsManager?.iconViewed(at: icon.index)
    }
  }

  private func makeIconButton(index: Int) -> UIButton {
    let button = MinimumTouchTargetButton(type: .custom)
    button.imageView?.contentMode = .scaleAspectFit
    button.addAction(
      UIAction { [weak self] _ in self?.adsManager?.iconClicked(at: index) },
      for: .primaryActionTriggered)
    addSubview(button)
    iconButtons[index] = button
    return button
  }

  /// Fetches an icon's image once, then draws the state again.
  private func fetchIcon(_ url: URL) {
    guard iconFetches.insert(url).inserted else { return }
    let transport = iconTransport
    Task { [weak self] in
      guard let image = await RemoteImage.fetch(url, through: transport, maxBytes: 1 << 20),
        let self
      else { return }
      iconImages[url] = image
      render(state)
    }
  }

  private func configure() {
    backgroundColor = .clear
    // Dynamic Type up to a cap: the overlay sits on the video and must not cover it.
    maximumContentSizeCategory = .accessibilityMedium
    tapSurface.backgroundColor = .clear
    tapSurface.addAction(
      UIAction { [weak self] _ in self?.adsManager?.tapped() }, for: .primaryActionTriggered)
    addSubview(tapSurface)
    for label in [attributionLabel, countdownLabel, debugLabel] {
      label.textColor = .white
      label.font = .preferredFont(forTextStyle: .footnote)
      label.adjustsFontForContentSizeCategory = true
      label.shadowColor = .black
      label.shadowOffset = CGSize(width: 0, height: 1)
      addSubview(label)
    }
    debugLabel.font = .preferredFont(forTextStyle: .caption1)
    debugLabel.textColor = UIColor(white: 1, alpha: 0.6)
    for button in [skipButton, learnMoreButton] {
      button.backgroundColor = UIColor(white: 0, alpha: 0.6)
      button.setTitleColor(.white, for: .normal)
      button.setTitleColor(UIColor(white: 1, alpha: 0.6), for: .disabled)
      button.titleLabel?.font = .preferredFont(forTextStyle: .footnote)
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      button.layer.cornerRadius = 4
      addSubview(button)
    }
    // The only way to skip: a tap, or on tvOS select on the focused button. The Siri Remote's
    // Menu button never skips an ad; nothing here handles presses, so it goes up the responder
    // chain to the app.
    skipButton.addAction(
      UIAction { [weak self] _ in self?.adsManager?.skip() }, for: .primaryActionTriggered)
    learnMoreButton.addAction(
      UIAction { [weak self] _ in self?.adsManager?.clicked() }, for: .primaryActionTriggered)
    render(.hidden)
  }
}
#endif  // canImport(UIKit) && !os(watchOS)

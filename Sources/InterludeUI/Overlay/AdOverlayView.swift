#if canImport(UIKit) && !os(watchOS)
public import Interlude
public import UIKit

/// The ad overlay: the "Ad 1 of 3" attribution and the countdown at the top left, "Learn more"
/// at the top right, the skip button at the bottom right, and the "Interlude debug" watermark at
/// the bottom left while ``Settings/enableDebugMode`` is on.
///
/// Industry icons (AdChoices): drawn where and as large as their `<Icon>` says
/// (``AdOverlayState/icons``), on top of the rest, whatever ``AdsRenderingSettings/uiElements``
/// hides; the attribution, countdown and "Learn more" move aside when an icon is in their way. Each image is fetched once through a ``URLSessionTransport`` (no cookies, 1 MB cap);
/// an icon is reported shown (``AdsManager/iconViewed(at:)``: its view tracking) once its image
/// is on screen, and a tap calls ``AdsManager/iconClicked(at:)``. An image that fails to load
/// is not drawn and not counted.
///
/// The view decides nothing. ``AdOverlayModel`` (in the core, tested everywhere) turns the
/// playing ad, its time and the rendering settings into an ``AdOverlayState``; the view draws
/// that state and forwards taps to ``AdsManager/skip()`` and ``AdsManager/clicked()``, and a tap
/// on the ad anywhere outside its controls to ``AdsManager/tapped()`` (IMA's `TAPPED`; not on
/// tvOS, which has no touch surface). Each
/// element can be hidden through ``AdsRenderingSettings/uiElements``, and the whole overlay
/// replaced by the app's own controls with ``AdsRenderingSettings/disableUi``.
///
/// ``AVPlayerVideoDisplay`` owns one over its video and calls ``refresh()`` with every progress
/// report, and connects it to the manager that plays on it when that manager is initialized:
/// no call is needed (``AdDisplayContainer/connectOverlay(to:settings:)`` is for custom
/// layouts).
///
/// tvOS: the skip button takes focus the moment it becomes enabled (as in IMA's tvOS SDK), the
/// view is the focus environment during breaks (``AdDisplayContainer/focusEnvironment``), and
/// "Learn more" is never shown (there is no browser to open).
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
  /// The icons of the current ad already reported shown.
  private var viewedIcons: Set<Int> = []
  private lazy var iconTransport = URLSessionTransport()

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
  /// ``AdsManager/initialize(with:)``.
  public func connect(to manager: AdsManager, settings: AdsRenderingSettings) {
    adsManager = manager
    var settings = settings
    #if os(tvOS) || INTERLUDE_CHECK_TVOS
    settings.uiElements.remove(.learnMore)
    #endif
    model.settings = settings
    model.showsDebugWatermark = manager.isDebugModeEnabled
    refresh()
  }

  /// Redraws for the manager's playing ad and its current time.
  public func refresh() {
    guard let manager = adsManager, let ad = manager.currentAd else {
      shownAd = nil
      render(.hidden)
      return
    }
    let isSameAd = shownAd.map { $0.adId == ad.adId && $0.podInfo == ad.podInfo } ?? false
    shownAd = ad
    if !isSameAd { viewedIcons = [] }
    render(
      model.state(
        for: ad, at: manager.adPlaybackInfo.currentMediaTime, previous: isSameAd ? state : nil))
  }

  /// Draws `state`; for apps that compute the state themselves.
  public func render(_ state: AdOverlayState) {
    self.state = state
    attributionLabel.text = state.attribution
    attributionLabel.isHidden = !state.isVisible || state.attribution == nil
    countdownLabel.text = state.countdown
    countdownLabel.isHidden = !state.isVisible || state.countdown == nil
    skipButton.isHidden = !state.isVisible || state.skipButton == nil
    if let skip = state.skipButton {
      skipButton.setTitle(skip.title, for: .normal)
      skipButton.isEnabled = skip.isEnabled
    }
    learnMoreButton.isHidden = !state.isVisible || state.learnMore == nil
    learnMoreButton.setTitle(state.learnMore, for: .normal)
    tapSurface.isHidden = Self.isTV || !state.isVisible
    debugLabel.text = state.debugWatermark
    debugLabel.isHidden = !state.isVisible || state.debugWatermark == nil
    renderIcons(state.isVisible ? state.icons : [])
    setNeedsLayout()
    if state.isVisible, state.skipButton?.takesFocus == true {
      setNeedsFocusUpdate()
      updateFocusIfNeeded()
    }
  }

  /// The enabled skip button, when there is one.
  override public var preferredFocusEnvironments: [any UIFocusEnvironment] {
    guard state.skipButton?.isEnabled == true, !skipButton.isHidden else {
      return super.preferredFocusEnvironments
    }
    return [skipButton]
  }

  /// Lays the elements out in the corners.
  override public func layoutSubviews() {
    super.layoutSubviews()
    tapSurface.frame = bounds
    let margin: CGFloat = 12
    // Icons first, where their <Icon> says; the overlay's own top elements make room for them
    // (an AdChoices icon often sits in the top right corner, where "Learn more" goes).
    var iconFrames: [CGRect] = []
    for icon in state.icons {
      guard let button = iconButtons[icon.index] else { continue }
      let natural = button.image(for: .normal)?.size ?? CGSize(width: 20, height: 20)
      let width = icon.width.map { CGFloat($0) } ?? natural.width
      let height = icon.height.map { CGFloat($0) } ?? natural.height
      button.frame = CGRect(
        x: Self.origin(icon.horizontal, length: width, extent: bounds.width, margin: margin),
        y: Self.origin(icon.vertical, length: height, extent: bounds.height, margin: margin),
        width: width, height: height)
      iconFrames.append(button.frame)
    }
    var x = margin
    for label in [attributionLabel, countdownLabel] where !label.isHidden {
      let size = label.sizeThatFits(bounds.size)
      var frame = CGRect(x: x, y: margin, width: size.width, height: size.height)
      while let icon = iconFrames.first(where: { $0.intersects(frame) }) {
        frame.origin.x = icon.maxX + 8
      }
      label.frame = frame
      x = frame.maxX + 8
    }
    let learnMore = Self.padded(learnMoreButton.sizeThatFits(bounds.size))
    var learnMoreFrame = CGRect(
      x: bounds.width - margin - learnMore.width, y: margin, width: learnMore.width,
      height: learnMore.height)
    while let icon = iconFrames.first(where: { $0.intersects(learnMoreFrame) }) {
      learnMoreFrame.origin.x = icon.minX - 8 - learnMore.width
    }
    learnMoreButton.frame = learnMoreFrame
    let skip = Self.padded(skipButton.sizeThatFits(bounds.size))
    skipButton.frame = CGRect(
      x: bounds.width - skip.width, y: bounds.height - 2 * margin - skip.height,
      width: skip.width, height: skip.height)
    let watermark = debugLabel.sizeThatFits(bounds.size)
    debugLabel.frame = CGRect(
      x: margin, y: bounds.height - margin - watermark.height, width: watermark.width,
      height: watermark.height)
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

  /// Where an icon of `length` starts along an axis of `extent`.
  private static func origin(
    _ position: AdOverlayState.Icon.Position, length: CGFloat, extent: CGFloat, margin: CGFloat
  ) -> CGFloat {
    switch position {
    case .start: margin
    case .end: extent - margin - length
    case .offset(let points): CGFloat(points)
    }
  }

  /// Shows the icons whose images have arrived, fetches the others, removes the rest; reports
  /// each icon shown once per ad.
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
      button.accessibilityLabel = icon.program
      if viewedIcons.insert(icon.index).inserted { adsManager?.iconViewed(at: icon.index) }
    }
  }

  private func makeIconButton(index: Int) -> UIButton {
    let button = UIButton(type: .custom)
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

  private static func padded(_ size: CGSize) -> CGSize {
    CGSize(width: size.width + 24, height: size.height + 12)
  }

  private func configure() {
    backgroundColor = .clear
    tapSurface.backgroundColor = .clear
    tapSurface.accessibilityLabel = "Advertisement"
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
      button.layer.cornerRadius = 4
      addSubview(button)
    }
    skipButton.addAction(
      UIAction { [weak self] _ in self?.adsManager?.skip() }, for: .primaryActionTriggered)
    learnMoreButton.addAction(
      UIAction { [weak self] _ in self?.adsManager?.clicked() }, for: .primaryActionTriggered)
    render(.hidden)
  }
}
#endif  // canImport(UIKit) && !os(watchOS)

#if canImport(UIKit) && !os(watchOS)
#if !(os(tvOS) || INTERLUDE_CHECK_TVOS)
public import Foundation
public import Interlude
import InterludeConsent
public import UIKit
import WebKit

/// A view that shows companion ads: the view of IMA's `IMACompanionAdSlot`. iOS only, as in
/// IMA (tvOS has no companions).
///
/// The view owns a `CompanionAdSlot` (pass ``slot`` to the `AdDisplayContainer`) and is its
/// delegate: the SDK picks the companion that fits and hands over its resource.
/// - A static image resource is fetched through the SDK's `HTTPTransport` (no cookies, a
///   size cap) and drawn aspect-fit in an image view. Its creativeView tracking fires once the
///   image is on screen (`CompanionAdSlot.reportsAppearance`): an image that fails to load is
///   never counted, and is reported to the SDK (`CompanionAdSlot.companionDidFailToLoad()`:
///   IMA's 603).
/// - An HTML or iframe (http or https) resource is drawn in a `WKWebView` with a
///   non-persistent website data store (no cookies or storage outlive the view), and counted
///   when it starts loading. The page takes no touches: links inside it are not followed.
///   ``allowsWebContent`` false leaves such companions out.
/// - The slot accepts only what it can draw (`CompanionAdSlot.accepts`): an image whose
///   address parses, and, with ``allowsWebContent``, HTML and iframes at http or https
///   addresses. The SDK picks a companion's drawable resource, or another companion, or leaves
///   the slot empty (VAST 602 when the ad requires its companions).
/// - A tap reports the click to the manager (`AdsManager.companionClicked(in:)`): click
///   tracking fires and the companion's click-through opens.
///
/// VoiceOver reads the companion's `<AltText>`, else "Advertisement", as an image and, when it
/// has a click-through, a link with the hint "Opens the advertiser's page"
/// (`AdOverlayModel.accessibility(of:text:)`), in the ad UI language (``text``).
///
/// The view stays hidden while it has nothing to show. Its ``delegate`` hears, as IMA's
/// `IMACompanionDelegate` does, when the slot is filled or left empty and when the companion is
/// tapped.
@MainActor
public final class CompanionSlotView: UIControl, CompanionAdSlotDelegate {
  /// The slot the SDK fills.
  public let slot: CompanionAdSlot
  /// The manager that receives the clicks (set it once the ads have loaded).
  public weak var adsManager: AdsManager?
  /// Hears when the slot is filled or left empty and when the companion is tapped.
  public weak var delegate: (any CompanionSlotViewDelegate)?
  /// Whether HTML and iframe companions are drawn (in a web view that runs the ad's
  /// JavaScript); true by default, as in IMA. False: images only.
  public var allowsWebContent = true
  /// The last resource handed over that could not be drawn, if any: only when the app replaced
  /// the slot's `CompanionAdSlot.accepts`, which otherwise takes only what the view draws.
  public private(set) var unsupportedResource: CreativeResource?
  /// The words VoiceOver reads for a companion without alternative text, and the hint; nil
  /// (the default): the catalogue's in the manager's `AdsManager.adUILanguage`, or the
  /// device's preferred languages before a manager is set.
  public var text: AdOverlayText?

  private let imageView = UIImageView()
  private var webView: WKWebView?
  private let transport: any HTTPTransport
  private var loading: Task<Void, Never>?
  private var isShowing = false

  /// Creates a view for a slot of `width` by `height` points (both nil: a fluid slot).
  ///
  /// - Parameters:
  ///   - width: The slot's width in points, sent to the ad server; nil for a fluid slot.
  ///   - height: The slot's height in points, sent to the ad server; nil for a fluid slot.
  ///   - transport: Fetches the images; a `URLSessionTransport` by default.
  public init(width: Int?, height: Int?, transport: (any HTTPTransport)? = nil) {
    slot = CompanionAdSlot(width: width, height: height)
    self.transport = transport ?? URLSessionTransport()
    super.init(
      frame: CGRect(x: 0, y: 0, width: CGFloat(width ?? 0), height: CGFloat(height ?? 0)))
    slot.delegate = self
    slot.accepts = { [weak self] resource in
      CompanionContent(resource, allowsWebContent: self?.allowsWebContent == true) != nil
    }
    slot.reportsAppearance = true
    imageView.contentMode = .scaleAspectFit
    imageView.frame = bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(imageView)
    isHidden = true
    addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
  }

  /// Not supported: create the view in code.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Draws `resource`: an image once fetched, an HTML or iframe page in the web view.
  public func companionSlot(
    _ slot: CompanionAdSlot, filledWith companion: Companion, resource: CreativeResource
  ) {
    loading?.cancel()
    clear()
    unsupportedResource = nil
    applyOverlayAccessibility(
      AdOverlayModel.accessibility(
        of: companion,
        text: text ?? AdOverlayText(language: adsManager?.adUILanguage ?? .preferred)))
    switch CompanionContent(resource, allowsWebContent: allowsWebContent) {
    case .image(let url):
      showImage(from: url)
    case .html(let markup):
      webPage().loadHTMLString(markup, baseURL: nil)
      show(web: true)
    case .webPage(let url):
      webPage().load(URLRequest(url: url))
      show(web: true)
    case nil:
      leaveEmpty(unsupported: resource)
    }
  }

  /// Clears the slot and tells the ``delegate`` it stays empty.
  public func companionSlotWasNotFilled(_ slot: CompanionAdSlot) {
    loading?.cancel()
    clear()
    delegate?.companionSlot(self, filled: false)
  }

  // MARK: Drawing

  private func showImage(from url: URL) {
    let transport = self.transport
    loading = Task { [weak self] in
      let image = await RemoteImage.fetch(url, through: transport, maxBytes: 2 << 20)
      guard !Task.isCancelled, let self else { return }
      guard let image else {
        slot.companionDidFailToLoad()
        delegate?.companionSlot(self, filled: false)
        return
      }
      imageView.image = image
      show(web: false)
    }
  }

  /// The web view, made on first use: no persistent data, no touches (the view takes them).
  private func webPage() -> WKWebView {
    if let webView { return webView }
    let configuration = WKWebViewConfiguration()
    configuration.websiteDataStore = .nonPersistent()
    let page = WKWebView(frame: bounds, configuration: configuration)
    page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    page.isUserInteractionEnabled = false
    page.isHidden = true
    addSubview(page)
    webView = page
    return page
  }

  private func show(web: Bool) {
    imageView.isHidden = web
    webView?.isHidden = !web
    isShowing = true
    isHidden = false
    slot.companionDidAppear()
    delegate?.companionSlot(self, filled: true)
  }

  /// A resource that cannot be drawn: nothing shows, and the ``delegate`` hears so.
  private func leaveEmpty(unsupported resource: CreativeResource) {
    unsupportedResource = resource
    delegate?.companionSlot(self, filled: false)
  }

  private func clear() {
    imageView.image = nil
    if let webView {
      webView.stopLoading()
      webView.loadHTMLString("", baseURL: nil)
      webView.isHidden = true
    }
    isShowing = false
    isHidden = true
  }

  private func tapped() {
    guard isShowing else { return }
    adsManager?.companionClicked(in: slot)
    delegate?.companionSlotWasClicked(self)
  }
}
#endif  // !(os(tvOS) || INTERLUDE_CHECK_TVOS)
#endif  // canImport(UIKit) && !os(watchOS)

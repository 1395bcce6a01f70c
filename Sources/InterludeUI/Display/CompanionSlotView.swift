#if canImport(UIKit) && !os(watchOS)
#if !(os(tvOS) || INTERLUDE_CHECK_TVOS)
public import Foundation
public import Interlude
public import UIKit

/// A view that shows companion ads: the view of IMA's `IMACompanionAdSlot`. iOS only, as in
/// IMA (tvOS has no companions).
///
/// The view owns a ``CompanionAdSlot`` (pass ``slot`` to the ``AdDisplayContainer``) and is its
/// delegate: the SDK picks the companion that fits and hands over its resource.
/// - A static image resource is fetched through the SDK's ``HTTPTransport`` (no cookies, a
///   size cap) and drawn aspect-fit in an image view; a tap reports the click to the manager
///   (``AdsManager/companionClicked(in:)``): click tracking fires and the click-through opens.
/// - iframe and HTML resources are not drawn yet (no web view), nor static resources that are
///   not images: the slot accepts only images (``CompanionAdSlot/accepts``), so the SDK picks
///   a companion's image resource, or another companion, or leaves the slot empty (VAST 602
///   when the ad requires its companions).
/// - The companion's creativeView tracking fires when its image is on screen
///   (``CompanionAdSlot/reportsAppearance``), not when it is handed over: an image that fails
///   to load is never counted.
///
/// The view stays hidden while it has nothing to show.
@MainActor
public final class CompanionSlotView: UIControl, CompanionAdSlotDelegate {
  /// The slot the SDK fills.
  public let slot: CompanionAdSlot
  /// The manager that receives the clicks (set it once the ads have loaded).
  public weak var adsManager: AdsManager?
  /// The last resource that could not be drawn (a static resource whose URL does not parse),
  /// if any.
  public private(set) var unsupportedResource: CreativeResource?

  private let imageView = UIImageView()
  private let transport: any HTTPTransport
  private var loading: Task<Void, Never>?

  /// Creates a view for a slot of `width` by `height` points (both nil: a fluid slot).
  ///
  /// - Parameter transport: Fetches the images; a ``URLSessionTransport`` by default.
  public init(width: Int?, height: Int?, transport: (any HTTPTransport)? = nil) {
    slot = CompanionAdSlot(width: width, height: height)
    self.transport = transport ?? URLSessionTransport()
    super.init(
      frame: CGRect(x: 0, y: 0, width: CGFloat(width ?? 0), height: CGFloat(height ?? 0)))
    slot.delegate = self
    slot.accepts = Self.isImage
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

  /// Draws `resource` when it is a static image; otherwise leaves the slot hidden.
  public func companionSlot(
    _ slot: CompanionAdSlot, filledWith companion: Companion, resource: CreativeResource
  ) {
    loading?.cancel()
    unsupportedResource = nil
    guard case .staticResource(let address, _) = resource, let url = URL(string: address) else {
      unsupportedResource = resource
      clear()
      return
    }
    accessibilityLabel = companion.altText
    let transport = self.transport
    loading = Task { [weak self] in
      let response = try? await transport.send(
        HTTPRequest(url: url, timeout: 8, maxResponseBytes: 2 << 20))
      guard !Task.isCancelled, let self else { return }
      guard let response, response.isSuccess, let image = UIImage(data: response.body) else {
        clear()
        return
      }
      imageView.image = image
      isHidden = false
      self.slot.companionDidAppear()
    }
  }

  /// A static resource of an image type (or of no stated type, which VAST reads as an image).
  static func isImage(_ resource: CreativeResource) -> Bool {
    guard case .staticResource(_, let type) = resource else { return false }
    return type.map { $0.lowercased().hasPrefix("image/") } ?? true
  }

  /// Clears the slot.
  public func companionSlotWasNotFilled(_ slot: CompanionAdSlot) {
    loading?.cancel()
    clear()
  }

  private func clear() {
    imageView.image = nil
    isHidden = true
  }

  private func tapped() {
    guard imageView.image != nil else { return }
    adsManager?.companionClicked(in: slot)
  }
}
#endif  // !(os(tvOS) || INTERLUDE_CHECK_TVOS)
#endif  // canImport(UIKit) && !os(watchOS)

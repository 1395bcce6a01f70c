/// A place the app can show a companion ad: IMA's `IMACompanionAdSlot`, without UIKit.
///
/// The core matches companions to slots by size and hands the chosen resource to the slot's
/// delegate as data; the Apple layer draws it in a view.
@MainActor
public final class CompanionAdSlot {
  /// The width in points, or nil for a fluid slot (any width).
  public let width: Int?
  /// The height in points, or nil for a fluid slot.
  public let height: Int?
  /// Receives the companion, or the news that none fits.
  public weak var delegate: (any CompanionAdSlotDelegate)?
  /// The companion shown now, if any.
  public private(set) var companion: Companion?
  /// Which resources the slot can draw; every one by default. A companion fits only when one
  /// of its resources is accepted, and the slot gets the first accepted one: a view that
  /// draws only images is never handed HTML it would leave blank while its creativeView
  /// fires.
  public var accepts: (CreativeResource) -> Bool = { _ in true }
  /// Whether the slot's delegate says when the companion is on screen
  /// (``companionDidAppear()``): its creativeView tracking fires then, not when the companion
  /// is handed over. False by default (handed over is shown); a view that loads its resource
  /// before drawing it sets it.
  public var reportsAppearance = false

  /// Fires the shown companion's creativeView tracking; set by the manager that filled the
  /// slot, used once.
  private var onAppear: (() -> Void)?
  /// Reports the shown companion as failed to load; set by the manager that filled the slot,
  /// used once.
  private var onFailure: (() -> Void)?

  /// Creates a slot of a fixed size, or a fluid one when both are nil.
  public init(width: Int?, height: Int?) {
    self.width = width
    self.height = height
  }

  /// Whether a companion of this size fits: the same size, or any size for a fluid slot.
  package func fits(_ companion: Companion) -> Bool {
    guard let width, let height else { return true }
    return companion.width == width && companion.height == height
  }

  /// The first resource of `companion` the slot can draw, if any.
  package func resource(for companion: Companion) -> CreativeResource? {
    companion.resources.first(where: accepts)
  }

  /// Tells the SDK the companion handed over is on screen: its creativeView tracking fires,
  /// once. For slots that set ``reportsAppearance``; ignored when nothing waits for it.
  public func companionDidAppear() {
    let appear = onAppear
    onAppear = nil
    appear?()
  }

  /// Tells the SDK the companion handed over could not be loaded or drawn (its image did not
  /// arrive): as IMA reports `COMPANION_AD_LOADING_FAILED`, the app hears a LOG event with
  /// error code 603, the ad's `<Error>` URLs fire with VAST 603, and the ad plays on. Once per
  /// companion; ignored when nothing was handed over.
  public func companionDidFailToLoad() {
    let failure = onFailure
    onFailure = nil
    onAppear = nil
    failure?()
  }

  /// Hands `companion` to the delegate; `shown` fires its creativeView tracking, at once or
  /// when the delegate reports it drawn (``reportsAppearance``); `failed` reports it not loaded
  /// (``companionDidFailToLoad()``).
  func fill(
    with companion: Companion, resource: CreativeResource, shown: @escaping () -> Void,
    failed: @escaping () -> Void = {}
  ) {
    self.companion = companion
    onFailure = failed
    onAppear = reportsAppearance ? shown : nil
    delegate?.companionSlot(self, filledWith: companion, resource: resource)
    if !reportsAppearance { shown() }
  }

  func leaveEmpty() {
    companion = nil
    onAppear = nil
    onFailure = nil
    delegate?.companionSlotWasNotFilled(self)
  }
}

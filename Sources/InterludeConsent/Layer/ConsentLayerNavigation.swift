/// Which page of the consent layer is shown, and where the user's actions lead: the navigation
/// of the Apple layer's `ConsentLayerView`, as data.
///
/// - The layer opens on the first layer, or on the settings layer when asked to.
/// - On the first layer, "Accept all" and "Reject all" decide at once
///   (``ConsentLayerModel/decision(_:)``); "Settings" opens the settings layer.
/// - The vendor list opens from the first layer or from the settings layer; back from it
///   returns to the page it was opened from.
/// - Back from the settings layer returns to the first layer; on the first layer back does
///   nothing. Going back never records a choice (the tvOS Menu button goes back).
/// - "Save", on the settings layer and on the vendor list, decides what the toggles say
///   (``save(_:)``).
package struct ConsentLayerNavigation: Hashable, Sendable {
  /// A page of the layer.
  package enum Page: Hashable, Sendable {
    /// The first layer: the summary and the three choices.
    case firstLayer
    /// The settings layer: every purpose, special feature, special purpose and feature.
    case settings
    /// The vendor list.
    case vendorList
  }

  /// The page shown.
  package private(set) var page: Page
  /// The page the vendor list was opened from.
  private var vendorListOpener: Page = .firstLayer

  /// Starts on the first layer, or on the settings layer when `startsOnSettings`.
  package init(startsOnSettings: Bool = false) {
    page = startsOnSettings ? .settings : .firstLayer
  }

  /// Opens the vendor list (the link on the first and the settings layer).
  package mutating func openVendorList() {
    guard page != .vendorList else { return }
    vendorListOpener = page
    page = .vendorList
  }

  /// Goes back a page, recording nothing: from the vendor list to where it was opened, from
  /// the settings layer to the first layer; nothing on the first layer.
  package mutating func back() {
    switch page {
    case .firstLayer: break
    case .settings: page = .firstLayer
    case .vendorList: page = vendorListOpener
    }
  }

  /// What a first-layer choice does on `layer`: the decision for "Accept all" and "Reject
  /// all"; nil for "Settings", which opens the settings layer.
  package mutating func select(
    _ action: ConsentLayerModel.FirstLayerAction, on layer: ConsentLayerModel
  ) -> ConsentDecision? {
    switch action {
    case .acceptAll, .rejectAll:
      return layer.decision(action)
    case .settings:
      page = .settings
      return nil
    }
  }

  /// The decision "Save" records: what `layer`'s toggles say.
  package func save(_ layer: ConsentLayerModel) -> ConsentDecision {
    layer.decision(.settings)
  }
}

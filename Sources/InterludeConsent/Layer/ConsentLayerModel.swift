/// The consent layer as data, for any UI to render (SwiftUI in the Apple layer, the terminal in
/// the CLI): the first layer's summary and its three equal choices, and the second layer's
/// toggles. The UI edits ``items`` and asks for the ``decision(_:)``.
public struct ConsentLayerModel: Hashable, Sendable {
  /// What the first layer offers, with equal prominence for accepting and rejecting.
  public enum FirstLayerAction: String, Hashable, Sendable, CaseIterable {
    /// Accept all.
    case acceptAll
    /// Reject all.
    case rejectAll
    /// Open the second layer.
    case settings
  }

  /// The first layer's summary: the names of the purposes asked for, in order.
  public var summary: [String]
  /// The first layer's choices, all shown alike.
  public let firstLayerActions = FirstLayerAction.allCases
  /// The second layer: purposes, then special features, then vendors, then the Google ad
  /// technology providers outside the GVL (Additional Consent).
  public var items: [ConsentLayerItem]

  /// Builds the layer for a configuration, with names and vendor details from `vendorList`
  /// when given (the standard English TCF names otherwise), and `current` preselected (nothing is preselected without a choice).
  public init(
    configuration: ConsentConfiguration, vendorList: GlobalVendorList? = nil,
    current: ConsentChoice? = nil
  ) {
    let purposeName = { (id: Int) in
      vendorList?.purposes[id]?.name ?? TCFStandardNames.purposes[id] ?? "Purpose \(id)"
    }
    summary = configuration.purposes.sorted().map(purposeName)
    var items: [ConsentLayerItem] = configuration.purposes.sorted().map { id in
      ConsentLayerItem(
        kind: .purpose, number: id, name: purposeName(id),
        isConsented: current?.purposes.contains(id) ?? false,
        hasLegitimateInterest: configuration.legitimateInterestPurposes.contains(id),
        objectsToLegitimateInterest: current.map { !$0.legitimateInterestPurposes.contains(id) }
          ?? false)
    }
    items += configuration.specialFeatures.sorted().map { id in
      ConsentLayerItem(
        kind: .specialFeature, number: id,
        name: vendorList?.specialFeatures[id]?.name ?? TCFStandardNames.specialFeatures[id]
          ?? "Special feature \(id)",
        isConsented: current?.specialFeatures.contains(id) ?? false)
    }
    items += configuration.vendors.union(configuration.legitimateInterestVendors).sorted().map {
      id in
      let vendor = vendorList?.vendors[id]
      var details: [String] = []
      if let vendor {
        details.append("purposes: " + vendor.purposes.map(purposeName).joined(separator: ", "))
        if let days = vendor.dataRetention?.stdRetention {
          details.append("retention: \(days) days")
        }
        if let privacy = vendor.urls.first?.privacy { details.append("privacy: \(privacy)") }
      }
      return ConsentLayerItem(
        kind: .vendor, number: id, name: vendor?.name ?? "Vendor \(id)", details: details,
        isConsented: current?.vendors.contains(id) ?? false,
        hasLegitimateInterest: configuration.legitimateInterestVendors.contains(id),
        objectsToLegitimateInterest: current.map { !$0.legitimateInterestVendors.contains(id) }
          ?? false)
    }
    items += configuration.additionalConsentProviders.sorted().map { id in
      ConsentLayerItem(
        kind: .additionalConsentProvider, number: id, name: "Google ad technology provider \(id)",
        details: ["not on the IAB vendor list (Google Additional Consent)"],
        isConsented: current?.additionalConsentProviders.contains(id) ?? false)
    }
    self.items = items
  }

  /// The decision for a first-layer action, or for the second layer's toggles (`settings`).
  public func decision(_ action: FirstLayerAction) -> ConsentDecision {
    switch action {
    case .acceptAll: return .acceptAll
    case .rejectAll: return .rejectAll
    case .settings: break
    }
    var choice = ConsentChoice()
    for item in items {
      switch item.kind {
      case .purpose:
        if item.isConsented { choice.purposes.insert(item.number) }
        if item.hasLegitimateInterest, !item.objectsToLegitimateInterest {
          choice.legitimateInterestPurposes.insert(item.number)
        }
      case .specialFeature:
        if item.isConsented { choice.specialFeatures.insert(item.number) }
      case .vendor:
        if item.isConsented { choice.vendors.insert(item.number) }
        if item.hasLegitimateInterest, !item.objectsToLegitimateInterest {
          choice.legitimateInterestVendors.insert(item.number)
        }
      case .additionalConsentProvider:
        if item.isConsented { choice.additionalConsentProviders.insert(item.number) }
      }
    }
    return .custom(choice)
  }
}

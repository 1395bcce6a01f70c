/// A US user's privacy choice: the opt-outs the US layer offers. Nothing is opted out by
/// default, as the US laws are opt-out regimes.
public struct USPrivacyChoice: Hashable, Sendable, Codable {
  /// One choice of the US layer.
  public enum Option: String, Hashable, Sendable, Codable, CaseIterable {
    /// "Do Not Sell or Share My Personal Information": the opt-out of sale and of sharing
    /// (`SaleOptOut`, `SharingOptOut`).
    case saleAndSharing
    /// The opt-out of targeted advertising (`TargetedAdvertisingOptOut`; in California, where
    /// the section has no such field, it opts out of sharing).
    case targetedAdvertising
    /// "Limit the Use of My Sensitive Personal Information": every `SensitiveDataProcessing`
    /// category opted out.
    case sensitiveData
  }

  /// The user opted out of the sale and sharing of their personal information.
  public var optsOutOfSaleAndSharing: Bool
  /// The user opted out of targeted advertising.
  public var optsOutOfTargetedAdvertising: Bool
  /// The user limited the use of their sensitive personal information.
  public var limitsSensitiveData: Bool

  /// Creates a choice; nothing is opted out by default.
  public init(
    optsOutOfSaleAndSharing: Bool = false, optsOutOfTargetedAdvertising: Bool = false,
    limitsSensitiveData: Bool = false
  ) {
    self.optsOutOfSaleAndSharing = optsOutOfSaleAndSharing
    self.optsOutOfTargetedAdvertising = optsOutOfTargetedAdvertising
    self.limitsSensitiveData = limitsSensitiveData
  }

  /// Whether the user opted out of `option`.
  public subscript(option: Option) -> Bool {
    get {
      switch option {
      case .saleAndSharing: optsOutOfSaleAndSharing
      case .targetedAdvertising: optsOutOfTargetedAdvertising
      case .sensitiveData: limitsSensitiveData
      }
    }
    set {
      switch option {
      case .saleAndSharing: optsOutOfSaleAndSharing = newValue
      case .targetedAdvertising: optsOutOfTargetedAdvertising = newValue
      case .sensitiveData: limitsSensitiveData = newValue
      }
    }
  }
}

/// `<Pricing model="CPM" currency="USD">`: the price of the ad.
public struct Pricing: Hashable, Sendable {
  /// The price as written.
  public var value: String
  /// The `model` attribute: `CPM`, `CPC`, `CPE` or `CPV`.
  public var model: String?
  /// The `currency` attribute: an ISO 4217 code.
  public var currency: String?

  /// Creates a pricing element.
  package init(value: String, model: String? = nil, currency: String? = nil) {
    self.value = value
    self.model = model
    self.currency = currency
  }
}

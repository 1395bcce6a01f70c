/// The words of the US privacy layer: the notice, the opt-outs and the Global Privacy Control
/// notice. English by default; the publisher replaces them with its own notice and links, or
/// to localise the layer.
public struct USPrivacyLayerTexts: Hashable, Sendable, Codable {
  /// The heading.
  public var title = "Your Privacy Choices"
  /// The notice at collection: what is collected, why, and that it may be sold or shared.
  public var notice =
    "We and our advertising partners collect personal information, such as device identifiers "
    + "and how you use this app, to show you ads. This may be a sale or sharing of your "
    + "personal information, or targeted advertising, under US state privacy laws. You can opt "
    + "out below at any time."
  /// The opt-out of sale and sharing (the wording the CCPA prescribes for its link).
  public var saleAndSharing = "Do Not Sell or Share My Personal Information"
  /// What opting out of sale and sharing does.
  public var saleAndSharingDescription =
    "We will stop selling your personal information to, or sharing it with, third parties for "
    + "advertising."
  /// The opt-out of targeted advertising.
  public var targetedAdvertising = "Opt Out of Targeted Advertising"
  /// What opting out of targeted advertising does.
  public var targetedAdvertisingDescription =
    "Ads will no longer be chosen from what is known about your activity in other apps and "
    + "websites."
  /// The limit on sensitive data (the wording the CCPA prescribes for its link).
  public var sensitiveData = "Limit the Use of My Sensitive Personal Information"
  /// What limiting sensitive data does.
  public var sensitiveDataDescription =
    "Sensitive personal information, such as precise location, will be used only as needed to "
    + "provide the service."
  /// Shown while a Global Privacy Control signal applies: the opt-outs it makes are on and
  /// cannot be turned off here.
  public var globalPrivacyControlNotice =
    "Your device sends a Global Privacy Control signal: we treat it as your request to opt out, "
    + "and the opt-outs it covers stay on."
  /// The answer that opts out, beside a choice.
  public var optOut = "Opt out"
  /// The save button.
  public var save = "Confirm my choices"

  /// English.
  public init() {}
}

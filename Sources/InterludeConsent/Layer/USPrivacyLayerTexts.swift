/// The words of the US privacy layer: the notice, the opt-outs and the Global Privacy Control
/// notice, in one ``InterludeLanguage`` from Interlude's string catalogue (``init(language:)``;
/// ``init()`` is English). The publisher replaces any of them with its own notice and links.
///
/// Encoded and decoded by the text properties alone: ``language`` is not encoded, and decoded
/// texts take English (left to right) as their language.
public struct USPrivacyLayerTexts: Hashable, Sendable, Codable {
  /// The language of the texts; the layer reads in its direction.
  public private(set) var language = InterludeLanguage.english
  /// The heading.
  public var title: String
  /// The notice at collection: what is collected, why, and that it may be sold or shared.
  public var notice: String
  /// The opt-out of sale and sharing (the wording the CCPA prescribes for its link).
  public var saleAndSharing: String
  /// What opting out of sale and sharing does.
  public var saleAndSharingDescription: String
  /// The opt-out of targeted advertising.
  public var targetedAdvertising: String
  /// What opting out of targeted advertising does.
  public var targetedAdvertisingDescription: String
  /// The limit on sensitive data (the wording the CCPA prescribes for its link).
  public var sensitiveData: String
  /// What limiting sensitive data does.
  public var sensitiveDataDescription: String
  /// Shown while a Global Privacy Control signal applies: the opt-outs it makes are on and
  /// cannot be turned off here.
  public var globalPrivacyControlNotice: String
  /// The answer that opts out, beside a choice.
  public var optOut: String
  /// The save button.
  public var save: String

  private enum CodingKeys: String, CodingKey {
    case title, notice, saleAndSharing, saleAndSharingDescription, targetedAdvertising
    case targetedAdvertisingDescription, sensitiveData, sensitiveDataDescription
    case globalPrivacyControlNotice, optOut, save
  }

  /// English.
  public init() { self.init(language: .english) }

  /// The catalogue's texts in `language` (English for a string it has no translation of).
  public init(language: InterludeLanguage) {
    func text(_ key: InterludeStringKey) -> String { InterludeStrings.text(key, in: language) }
    self.language = language
    title = text(.usTitle)
    notice = text(.usNotice)
    saleAndSharing = text(.usSaleAndSharing)
    saleAndSharingDescription = text(.usSaleAndSharingDescription)
    targetedAdvertising = text(.usTargetedAdvertising)
    targetedAdvertisingDescription = text(.usTargetedAdvertisingDescription)
    sensitiveData = text(.usSensitiveData)
    sensitiveDataDescription = text(.usSensitiveDataDescription)
    globalPrivacyControlNotice = text(.usGlobalPrivacyControlNotice)
    optOut = text(.usOptOut)
    save = text(.usSave)
  }
}

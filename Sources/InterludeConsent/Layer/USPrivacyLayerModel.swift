/// The US privacy layer as data, for any UI to render (SwiftUI in the Apple layer, the
/// terminal in the CLI): the publisher's notice, then the opt-outs the user's jurisdiction
/// offers (``options``) — "Do Not Sell or Share My Personal Information", the opt-out of
/// targeted advertising, "Limit the Use of My Sensitive Personal Information" — each with its
/// title and description from ``texts``.
///
/// Nothing is opted out without a saved choice. While a Global Privacy Control signal applies,
/// the opt-outs it makes are on and locked (``isLocked(_:)``) and ``globalPrivacyControlNotice``
/// says why. The UI edits ``setOptOut(_:for:)`` and hands ``choice`` to
/// ``USPrivacyManager/save(_:)``.
public struct USPrivacyLayerModel: Hashable, Sendable {
  /// Whose section the choice is written to.
  public let jurisdiction: USPrivacyJurisdiction
  /// The words of the layer.
  public var texts: USPrivacyLayerTexts
  /// Whether a Global Privacy Control signal applies.
  public let globalPrivacyControl: Bool
  /// The user's choice as the layer stands; the options not offered stay as they were.
  public private(set) var choice: USPrivacyChoice

  /// Builds the layer.
  ///
  /// - Parameters:
  ///   - jurisdiction: the user's jurisdiction, which decides the options.
  ///   - current: the saved choice, preselected; without one nothing is opted out.
  ///   - globalPrivacyControl: whether the GPC signal applies; its opt-outs are set and locked.
  ///   - texts: the publisher's words.
  public init(
    jurisdiction: USPrivacyJurisdiction, current: USPrivacyChoice? = nil,
    globalPrivacyControl: Bool = false, texts: USPrivacyLayerTexts = USPrivacyLayerTexts()
  ) {
    self.jurisdiction = jurisdiction
    self.texts = texts
    self.globalPrivacyControl = globalPrivacyControl
    choice = current ?? USPrivacyChoice()
    for option in jurisdiction.options where isLocked(option) { choice[option] = true }
  }

  /// The opt-outs offered here, in display order.
  public var options: [USPrivacyChoice.Option] { jurisdiction.options }

  /// The language of the texts (``USPrivacyLayerTexts/language``): a UI sets its locale from it.
  public var interfaceLanguage: InterludeLanguage { texts.language }

  /// Whether the layer reads right to left (Arabic, Hebrew): a UI lays it out from the right.
  public var isRightToLeft: Bool { texts.language.isRightToLeft }

  /// The notice at collection.
  public var notice: String { texts.notice }

  /// The GPC notice, or nil when no signal applies.
  public var globalPrivacyControlNotice: String? {
    globalPrivacyControl ? texts.globalPrivacyControlNotice : nil
  }

  /// The title of an option.
  public func title(of option: USPrivacyChoice.Option) -> String {
    switch option {
    case .saleAndSharing: texts.saleAndSharing
    case .targetedAdvertising: texts.targetedAdvertising
    case .sensitiveData: texts.sensitiveData
    }
  }

  /// What an option does.
  public func description(of option: USPrivacyChoice.Option) -> String {
    switch option {
    case .saleAndSharing: texts.saleAndSharingDescription
    case .targetedAdvertising: texts.targetedAdvertisingDescription
    case .sensitiveData: texts.sensitiveDataDescription
    }
  }

  /// What VoiceOver reads for an option's opt-out toggle: the answer and the option
  /// ("Opt out, Do Not Sell or Share My Personal Information").
  public func accessibilityLabel(of option: USPrivacyChoice.Option) -> String {
    "\(texts.optOut), \(title(of: option))"
  }

  /// Whether the user opted out of `option`.
  public func isOptedOut(_ option: USPrivacyChoice.Option) -> Bool { choice[option] }

  /// Whether GPC keeps `option` opted out: sale and sharing always, targeted advertising where
  /// the signal covers it.
  public func isLocked(_ option: USPrivacyChoice.Option) -> Bool {
    guard globalPrivacyControl else { return false }
    switch option {
    case .saleAndSharing: return true
    case .targetedAdvertising: return jurisdiction.gpcOptsOutOfTargetedAdvertising
    case .sensitiveData: return false
    }
  }

  /// Opts out of `option`, or back in (nothing for an option not offered or locked by GPC).
  public mutating func setOptOut(_ optedOut: Bool, for option: USPrivacyChoice.Option) {
    guard options.contains(option), !isLocked(option) else { return }
    choice[option] = optedOut
  }
}

public import InterludeConsent

/// The overlay's words and what VoiceOver reads, in one ``language``: each string is replaceable
/// for the app's own wording. `{position}`, `{total}` and `{seconds}` are replaced by numbers
/// written as the language writes them (`٥` in Arabic, `1.234` in German).
///
/// ``init(language:)`` takes every string from the SDK's string catalogue; a string left as the
/// catalogue gives it also takes the catalogue's plural form for its number ("1 second",
/// "2 seconds"), a replaced one is used as written for every number.
public struct AdOverlayText: Hashable, Sendable {
  /// The language: the digits of the numbers, the plural forms of the catalogue's strings, and
  /// the direction of the layout (`isRightToLeft`: mirrored in Arabic and Hebrew).
  public var language: InterludeLanguage
  /// The attribution of an ad in a pod of several ("Ad {position} of {total}").
  public var adInPod: String
  /// The attribution of a single ad ("Ad").
  public var ad: String
  /// The skip button before the skip offset ("Skip in {seconds}").
  public var skipIn: String
  /// The skip button once skipping is allowed ("Skip ad").
  public var skip: String
  /// The click-through button ("Learn more").
  public var learnMore: String
  /// The watermark of ``Settings/enableDebugMode`` (``AdOverlayModel/showsDebugWatermark``).
  package var debugWatermark: String
  /// VoiceOver: a single ad's attribution ("Advertisement").
  public var adAccessibility: String
  /// VoiceOver: the attribution in a pod ("Advertisement {position} of {total}").
  public var adInPodAccessibility: String
  /// VoiceOver: the countdown ("{seconds} seconds left in the ad").
  public var countdownAccessibility: String
  /// VoiceOver: the skip button before the offset ("You can skip this ad in {seconds} seconds").
  public var skipInAccessibility: String
  /// VoiceOver: the skip button's hint ("Skips the ad and returns to your video").
  public var skipAccessibilityHint: String
  /// VoiceOver: announced once when the skip button becomes enabled ("You can skip the ad now").
  public var skipAvailableAnnouncement: String
  /// VoiceOver: the hint of "Learn more" and of a companion ("Opens the advertiser's page").
  public var advertiserPageHint: String
  /// VoiceOver: an industry icon with neither alternative text nor program ("Ad information").
  public var iconAccessibility: String
  /// VoiceOver: an industry icon's hint ("Opens information about this ad").
  public var iconAccessibilityHint: String
  /// VoiceOver: a companion with no `<AltText>` ("Advertisement").
  public var companionAccessibility: String

  /// English, as IMA shows it.
  public init() {
    self.init(language: .english)
  }

  /// The catalogue's words in `language` (English for a string it lacks).
  public init(language: InterludeLanguage) {
    self.language = language
    func template(_ key: InterludeStringKey) -> String {
      switch InterludeStrings.entry(key, in: language) {
      case .text(let text): text
      case .plural(_, let forms): forms[.other] ?? ""
      }
    }
    adInPod = template(.adInPod)
    ad = template(.adAttribution)
    skipIn = template(.skipIn)
    skip = template(.skip)
    learnMore = template(.learnMore)
    debugWatermark = template(.debugWatermark)
    adAccessibility = template(.adAttributionAccessibility)
    adInPodAccessibility = template(.adInPodAccessibility)
    countdownAccessibility = template(.countdownAccessibility)
    skipInAccessibility = template(.skipInAccessibility)
    skipAccessibilityHint = template(.skipAccessibilityHint)
    skipAvailableAnnouncement = template(.skipAvailableAnnouncement)
    advertiserPageHint = template(.advertiserPageHint)
    iconAccessibility = template(.iconAccessibility)
    iconAccessibilityHint = template(.iconAccessibilityHint)
    companionAccessibility = template(.companionAccessibility)
  }

  /// `template` (the string of `key` here) filled with `values` for ``language``: the
  /// catalogue's form for the numbers when `template` is one of the key's catalogue forms, else
  /// `template` as the app wrote it.
  func fill(
    _ template: String, _ key: InterludeStringKey, _ values: [String: Int] = [:]
  ) -> String {
    InterludeStrings.text(key, replacing: template, in: language, values: values)
  }

  /// A whole number as ``language`` writes it.
  func number(_ value: Int) -> String {
    InterludeStrings.number(value, in: language)
  }
}

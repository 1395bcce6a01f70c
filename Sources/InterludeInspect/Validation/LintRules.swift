import InterludeVAST

/// The catalogue of every rule ``VASTValidator`` applies, for tools that list or filter them.
///
/// Identifiers are stable: tools and CI configurations may match on them.
public enum LintRules {
  // MARK: Document

  /// The parser rejected the whole document.
  public static let documentRejected = LintRule(
    id: "document-rejected", severity: .error,
    summary: "The parser rejected the whole document, so no ad in it can be played.")
  /// A VAST response without ads.
  public static let noAdResponse = LintRule(
    id: "no-ad-response", severity: .info,
    summary: "The VAST response has no ads; its root Error URLs are fired with code 303.")
  /// Inline VAST inside VMAP that cannot be used.
  public static let vastAdDataRejected = LintRule(
    id: "vast-ad-data-rejected", severity: .error,
    summary: "The VAST document inside a VMAP VASTAdData cannot be used.")

  // MARK: Structure

  /// `<VAST>` without `version`.
  public static let vastMissingVersion = LintRule(
    id: "vast-missing-version", severity: .error,
    summary: "The VAST root element has no version attribute.")
  /// `<Ad>` with neither `<InLine>` nor `<Wrapper>`.
  public static let adMissingContent = LintRule(
    id: "ad-missing-content", severity: .error,
    summary: "An Ad has neither InLine nor Wrapper; the parser drops it.")
  /// `<Ad>` with both `<InLine>` and `<Wrapper>`.
  public static let adMultipleContent = LintRule(
    id: "ad-multiple-content", severity: .error,
    summary: "An Ad has both InLine and Wrapper; the parser drops it.")
  /// `<InLine>` without `<AdSystem>`.
  public static let inlineMissingAdSystem = LintRule(
    id: "inline-missing-ad-system", severity: .error,
    summary: "An InLine ad has no AdSystem.")
  /// `<InLine>` without `<AdTitle>`.
  public static let inlineMissingAdTitle = LintRule(
    id: "inline-missing-ad-title", severity: .error,
    summary: "An InLine ad has no AdTitle.")
  /// `<InLine>` without `<Impression>`.
  public static let inlineMissingImpression = LintRule(
    id: "inline-missing-impression", severity: .error,
    summary: "An InLine ad has no Impression URL, so its impression cannot be counted.")
  /// `<InLine>` without creatives.
  public static let inlineMissingCreatives = LintRule(
    id: "inline-missing-creatives", severity: .error,
    summary: "An InLine ad has no Creatives element or no Creative in it.")
  /// VAST 4.1+ `<InLine>` without `<AdServingId>`.
  public static let inlineMissingAdServingId = LintRule(
    id: "inline-missing-ad-serving-id", severity: .error,
    summary: "A VAST 4.1+ InLine ad has no AdServingId.")
  /// VAST 4.1+ `<InLine>` without `<Category>`.
  public static let inlineMissingCategory = LintRule(
    id: "inline-missing-category", severity: .error,
    summary: "A VAST 4.1+ InLine ad has no Category.")
  /// VAST 4.0+ InLine `<Creative>` without `<UniversalAdId>`.
  public static let creativeMissingUniversalAdId = LintRule(
    id: "creative-missing-universal-ad-id", severity: .error,
    summary: "A Creative of a VAST 4.0+ InLine ad has no UniversalAdId.")
  /// VAST 2.0/3.0 `<Creative>` with more than one of `<Linear>`, `<NonLinearAds>` and
  /// `<CompanionAds>`.
  public static let creativeMultipleBodies = LintRule(
    id: "creative-multiple-bodies", severity: .warning,
    summary:
      "A VAST 2.0/3.0 Creative holds more than one of Linear, NonLinearAds and CompanionAds "
      + "(one only before VAST 4.0); every one is kept.")
  /// `<Wrapper>` without `<VASTAdTagURI>`.
  public static let wrapperMissingAdTagURI = LintRule(
    id: "wrapper-missing-ad-tag-uri", severity: .error,
    summary: "A Wrapper has no VASTAdTagURI, so there is nothing to follow.")
  /// `<Wrapper>` without `<Impression>`.
  public static let wrapperMissingImpression = LintRule(
    id: "wrapper-missing-impression", severity: .warning,
    summary: "A Wrapper has no Impression (required by VAST 2.0-4.x, often omitted).")
  /// InLine `<Linear>` without `<Duration>`.
  public static let linearMissingDuration = LintRule(
    id: "linear-missing-duration", severity: .error,
    summary: "A Linear creative of an InLine ad has no Duration.")
  /// InLine `<Linear>` without media files.
  public static let linearMissingMediaFiles = LintRule(
    id: "linear-missing-media-files", severity: .error,
    summary: "A Linear creative of an InLine ad has no MediaFiles/MediaFile.")
  /// `<MediaFile>` without a required attribute.
  public static let mediaFileMissingAttribute = LintRule(
    id: "media-file-missing-attribute", severity: .error,
    summary: "A MediaFile lacks one of its required attributes: delivery, type, width, height.")
  /// `<Tracking>` without `event`.
  public static let trackingMissingEvent = LintRule(
    id: "tracking-missing-event", severity: .error,
    summary: "A Tracking element has no event attribute.")
  /// `<Tracking>` with an event name VAST does not define.
  public static let trackingUnknownEvent = LintRule(
    id: "tracking-unknown-event", severity: .warning,
    summary: "A VAST Tracking event name is not one of the events VAST 2.0-4.3 define.")
  /// InLine `<Companion>` or `<NonLinear>` without a resource.
  public static let creativeMissingResource = LintRule(
    id: "creative-missing-resource", severity: .error,
    summary:
      "An InLine Companion or NonLinear has no StaticResource, IFrameResource or HTMLResource.")
  /// `<VMAP>` without `version`.
  public static let vmapMissingVersion = LintRule(
    id: "vmap-missing-version", severity: .error,
    summary: "The VMAP root element has no version attribute.")
  /// `<AdBreak>` without `timeOffset`.
  public static let vmapBreakMissingTimeOffset = LintRule(
    id: "vmap-break-missing-time-offset", severity: .error,
    summary: "A VMAP AdBreak has no timeOffset attribute.")
  /// `<AdBreak>` without `breakType`.
  public static let vmapBreakMissingBreakType = LintRule(
    id: "vmap-break-missing-break-type", severity: .error,
    summary: "A VMAP AdBreak has no breakType attribute.")
  /// `<AdSource>` without content.
  public static let vmapSourceEmpty = LintRule(
    id: "vmap-source-empty", severity: .error,
    summary: "A VMAP AdSource has none of VASTAdData, AdTagURI and CustomAdData.")

  // MARK: Values

  /// `<Duration>` that is not a clock value.
  public static let invalidDuration = LintRule(
    id: "invalid-duration", severity: .error,
    summary: "A Duration is not HH:MM:SS or HH:MM:SS.mmm.")
  /// `skipoffset` that is neither a time nor a percentage.
  public static let invalidSkipOffset = LintRule(
    id: "invalid-skipoffset", severity: .error,
    summary: "A Linear skipoffset is neither HH:MM:SS(.mmm) nor n%.")
  /// Tracking `offset` that is neither a time nor a percentage.
  public static let invalidProgressOffset = LintRule(
    id: "invalid-progress-offset", severity: .error,
    summary: "A Tracking offset is neither HH:MM:SS(.mmm) nor n% (0-100).")
  /// `progress` tracking without `offset`.
  public static let progressMissingOffset = LintRule(
    id: "progress-missing-offset", severity: .error,
    summary: "A Tracking with event=\"progress\" has no offset attribute.")
  /// A MIME type attribute that is not `type/subtype`.
  public static let invalidMIMEType = LintRule(
    id: "invalid-mime-type", severity: .error,
    summary: "A MIME type (MediaFile type, StaticResource creativeType...) is not type/subtype.")
  /// `delivery` other than progressive or streaming.
  public static let invalidDelivery = LintRule(
    id: "invalid-delivery", severity: .error,
    summary: "A MediaFile or Mezzanine delivery is neither progressive nor streaming.")
  /// An integer attribute that is not a non-negative integer.
  public static let invalidInteger = LintRule(
    id: "invalid-integer", severity: .error,
    summary: "A size, bitrate or file size attribute is not a non-negative integer.")
  /// `Ad@sequence` that is not a positive integer.
  public static let invalidAdSequence = LintRule(
    id: "invalid-ad-sequence", severity: .error,
    summary: "An Ad sequence is not a positive integer.")
  /// A Boolean attribute that is not an XML Schema boolean.
  public static let invalidBoolean = LintRule(
    id: "invalid-boolean", severity: .error,
    summary: "A Boolean attribute is not true or false (XML Schema also allows 1 and 0).")
  /// A URL element that is empty or not an absolute http(s) URL.
  public static let invalidURL = LintRule(
    id: "invalid-url", severity: .error,
    summary: "A URL (Impression, Error, Tracking, MediaFile...) is empty or not absolute http(s).")
  /// VMAP `timeOffset` in none of the five forms.
  public static let invalidTimeOffset = LintRule(
    id: "invalid-time-offset", severity: .error,
    summary: "A VMAP timeOffset is not start, end, HH:MM:SS(.mmm), n% or #m.")
  /// VMAP `breakType` value outside linear, nonlinear and display.
  public static let unknownBreakType = LintRule(
    id: "unknown-break-type", severity: .warning,
    summary: "A VMAP breakType value is not linear, nonlinear or display.")
  /// VMAP `repeatAfter` that is not a clock value.
  public static let invalidRepeatAfter = LintRule(
    id: "invalid-repeat-after", severity: .error,
    summary: "A VMAP repeatAfter is not HH:MM:SS(.mmm).")
  /// `CompanionAds@required` other than all, any or none.
  public static let invalidCompanionRequired = LintRule(
    id: "invalid-companion-required", severity: .error,
    summary: "A CompanionAds required attribute is not all, any or none.")
  /// `Ad@adType` other than video, audio or hybrid.
  public static let invalidAdType = LintRule(
    id: "invalid-ad-type", severity: .error,
    summary: "An Ad adType is not video, audio or hybrid.")
  /// VMAP tracking event outside breakStart, breakEnd and error.
  public static let vmapUnknownTrackingEvent = LintRule(
    id: "vmap-unknown-tracking-event", severity: .warning,
    summary: "A VMAP Tracking event is not breakStart, breakEnd or error.")

  // MARK: Semantics

  /// Two ads of a pod with the same `sequence`.
  public static let duplicateAdSequence = LintRule(
    id: "duplicate-ad-sequence", severity: .error,
    summary: "Two Ads of the response share a sequence number, so the pod order is ambiguous.")
  /// `skipoffset` at or past the end of the ad.
  public static let skipOffsetBeyondDuration = LintRule(
    id: "skipoffset-beyond-duration", severity: .error,
    summary: "A skipoffset lies past the Duration of its Linear or above 100%.")
  /// A plain-HTTP URL.
  public static let insecureURL = LintRule(
    id: "insecure-url", severity: .warning,
    summary: "A URL uses http, not https; App Transport Security blocks it by default.")
  /// An attribute the declared version does not have.
  public static let attributeNewerThanVersion = LintRule(
    id: "attribute-newer-than-version", severity: .info,
    summary: "An attribute is used that the declared VAST version does not define.")
  /// An element the declared version does not have.
  public static let elementNewerThanVersion = LintRule(
    id: "element-newer-than-version", severity: .warning,
    summary: "An element is used that the declared VAST version does not define.")
  /// An element or attribute VAST 4.1 deprecated.
  public static let deprecatedFeature = LintRule(
    id: "deprecated-feature", severity: .warning,
    summary: "A VAST 4.1+ document uses Survey, conditionalAd or a VPAID MediaFile (deprecated).")
  /// An InLine Linear whose media files cannot be played as video or audio.
  public static let linearNoPlayableMedia = LintRule(
    id: "linear-no-playable-media", severity: .warning,
    summary: "A Linear has MediaFile elements but none with a URL that is not VPAID or Flash.")
  /// VAST 4.x root with both `<Error>` and `<Ad>`.
  public static let rootErrorWithAds = LintRule(
    id: "root-error-with-ads", severity: .warning,
    summary: "A VAST 4.x root mixes Error and Ad; the root Error is for no-ad responses only.")

  /// Every rule, in catalogue order.
  public static let all: [LintRule] = [
    documentRejected, noAdResponse, vastAdDataRejected,
    vastMissingVersion, adMissingContent, adMultipleContent, inlineMissingAdSystem,
    inlineMissingAdTitle, inlineMissingImpression, inlineMissingCreatives,
    inlineMissingAdServingId, inlineMissingCategory, creativeMissingUniversalAdId,
    creativeMultipleBodies, wrapperMissingAdTagURI, wrapperMissingImpression, linearMissingDuration,
    linearMissingMediaFiles, mediaFileMissingAttribute, trackingMissingEvent,
    trackingUnknownEvent, creativeMissingResource, vmapMissingVersion,
    vmapBreakMissingTimeOffset, vmapBreakMissingBreakType, vmapSourceEmpty,
    invalidDuration, invalidSkipOffset, invalidProgressOffset, progressMissingOffset,
    invalidMIMEType, invalidDelivery, invalidInteger, invalidAdSequence, invalidBoolean,
    invalidURL, invalidTimeOffset, unknownBreakType, invalidRepeatAfter,
    invalidCompanionRequired, invalidAdType, vmapUnknownTrackingEvent,
    duplicateAdSequence, skipOffsetBeyondDuration, insecureURL, attributeNewerThanVersion,
    elementNewerThanVersion, deprecatedFeature, linearNoPlayableMedia, rootErrorWithAds,
  ]

  /// The rule with the given identifier, if there is one.
  public static func rule(id: String) -> LintRule? {
    byID[id]
  }

  private static let byID: [String: LintRule] = Dictionary(
    all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}

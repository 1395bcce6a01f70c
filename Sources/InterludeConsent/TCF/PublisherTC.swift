/// The PublisherTC segment (segment type 3): the publisher's own purposes and custom purposes.
public struct PublisherTC: Hashable, Sendable {
  /// Purposes (1–24) the user consented to for the publisher.
  public var pubPurposesConsent: [Int]
  /// Purposes (1–24) with legitimate interest established for the publisher.
  public var pubPurposesLITransparency: [Int]
  /// The number of custom purposes (0–63); each bitfield below has this many bits.
  public var numCustomPurposes: Int
  /// Custom purposes (1-based) the user consented to.
  public var customPurposesConsent: [Int]
  /// Custom purposes (1-based) with legitimate interest established.
  public var customPurposesLITransparency: [Int]

  /// Creates a segment from its fields; ID lists are 1-based.
  public init(
    pubPurposesConsent: [Int] = [], pubPurposesLITransparency: [Int] = [],
    numCustomPurposes: Int = 0, customPurposesConsent: [Int] = [],
    customPurposesLITransparency: [Int] = []
  ) {
    self.pubPurposesConsent = pubPurposesConsent
    self.pubPurposesLITransparency = pubPurposesLITransparency
    self.numCustomPurposes = numCustomPurposes
    self.customPurposesConsent = customPurposesConsent
    self.customPurposesLITransparency = customPurposesLITransparency
  }
}

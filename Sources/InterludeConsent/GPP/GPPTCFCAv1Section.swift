package import Foundation

/// GPP section 5, `tcfcav1`: IAB Canada's Transparency & Consent Framework, decoded field by
/// field as the IAB's GPP extension "IAB Canada TCF Technical Specification" lays it out.
///
/// The section is a core subsection, then optionally (after `.`) the publisher purposes
/// subsection (type 3) and the disclosed vendors subsection (type 1), in any order, each field
/// under the specification's name (`CmpId`, `PurposesExpressConsent`, `PubRestrictions` …);
/// `interlude gpp decode` lists them.
///
/// The specification's `OptimizedRange` fields (the vendor lists) and the ranges of
/// `PubRestrictions` are read and written as iabgpp-es does: the largest ID in 16 bits, an
/// `isRange` bit, then a Fibonacci range or a bitfield. Strings from iabgpp-es's earlier
/// writers, whose ranges are of fixed 16-bit IDs, are read too (the first reading whose values
/// iabgpp-es would write back as the string's own bits wins, the Fibonacci one first); the
/// section is always written in the Fibonacci form.
public struct GPPTCFCAv1Section: Hashable, Sendable {
  /// The section version (1).
  package var version: Int = 1
  /// When the string was created, in deciseconds since 1970 UTC.
  package var createdDeciseconds: Int64
  /// When the string was last updated, in deciseconds since 1970 UTC.
  package var lastUpdatedDeciseconds: Int64
  /// The CMP's ID.
  package var cmpId: Int = 0
  /// The CMP's version.
  package var cmpVersion: Int = 0
  /// The CMP screen on which consent was given.
  package var consentScreen: Int = 0
  /// The ISO 639-1 language of the CMP's UI, two capital letters.
  package var consentLanguage: String = "EN"
  /// The version of the vendor list the string was made with.
  package var vendorListVersion: Int = 0
  /// The TCF policy version.
  package var tcfPolicyVersion: Int = 2
  /// Whether the CMP used non-standard stacks.
  package var useNonStandardStacks: Bool = false
  /// Express consent per special feature, special feature 1 first (12 values).
  package var specialFeatureExpressConsent: [Bool] = Array(repeating: false, count: 12)
  /// Express consent per purpose, purpose 1 first (24 values).
  package var purposesExpressConsent: [Bool] = Array(repeating: false, count: 24)
  /// Implied consent per purpose, purpose 1 first (24 values).
  package var purposesImpliedConsent: [Bool] = Array(repeating: false, count: 24)
  /// The vendors with express consent, ascending.
  package var vendorExpressConsent: [Int] = []
  /// The vendors with implied consent (and no objection), ascending.
  package var vendorImpliedConsent: [Int] = []
  /// The publisher's restrictions: per record the purpose (`key`), the restriction (`type`: 0
  /// not allowed, 1 require express consent, 2 require implied consent) and the vendors.
  package var pubRestrictions: [GPPRangeEntry] = []
  /// The publisher purposes subsection, or nil when the string has none.
  package var publisherPurposes: GPPTCFCAv1PublisherPurposes?
  /// The disclosed vendors subsection's vendors, ascending, or nil when the string has none.
  package var disclosedVendors: [Int]?

  /// The section ID, 5.
  public static let sectionID = 5

  /// A version 1 section created and last updated at `date` (rounded to the decisecond), with
  /// iabgpp-es's defaults: no consent, language `EN`, TCF policy version 2, an empty publisher
  /// purposes subsection and no disclosed vendors subsection.
  package init(date: Date) {
    let deciseconds = Int64((date.timeIntervalSince1970 * 10).rounded())
    createdDeciseconds = deciseconds
    lastUpdatedDeciseconds = deciseconds
    publisherPurposes = GPPTCFCAv1PublisherPurposes()
  }

  /// When the string was created.
  package var created: Date { Date(timeIntervalSince1970: Double(createdDeciseconds) / 10) }

  /// When the string was last updated.
  package var lastUpdated: Date {
    Date(timeIntervalSince1970: Double(lastUpdatedDeciseconds) / 10)
  }
}

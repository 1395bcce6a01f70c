import Foundation
import InterludeConsent

/// What `tcf decode --json` prints for a TC string, and `tcf decode --lines` under `decoded`:
/// the decoded fields (``TCStringJSON``), `googleConsentModeDenials` (each denied Google
/// Consent Mode signal and why, `{}` when all are granted) and, for `--lines`, `warnings`:
/// what `--lenient` dropped (absent when nothing was).
struct TCFDecodeReport: Encodable {
  /// The string decoded.
  var tcString: TCString
  /// Its consent mode signals where GDPR applies.
  var googleConsentMode: GoogleConsentMode
  /// Each denied consent mode signal and why, in Google's order.
  var denials: [(name: String, reason: String)]
  /// What a lenient decode dropped, written only when not empty.
  var warnings: [String]

  /// The report of `tcString`; `includingWarnings` writes its decoding warnings too (standard
  /// error carries them otherwise).
  init(_ tcString: TCString, includingWarnings: Bool) {
    var reasons = GoogleConsentMode.DenialReasons()
    self.init(tcString, includingWarnings: includingWarnings, denialReasons: &reasons)
  }

  /// The report of `tcString`, its consent mode signals and denials from `denialReasons`, which
  /// remembers them for the strings that follow (`decode --lines`).
  init(
    _ tcString: TCString, includingWarnings: Bool,
    denialReasons: inout GoogleConsentMode.DenialReasons
  ) {
    let judged = denialReasons.judge(gdprApplies: true, tcString: tcString)
    self.tcString = tcString
    googleConsentMode = judged.mode
    denials = judged.denials
    warnings = includingWarnings ? tcString.decodingWarnings : []
  }

  /// The decoded fields, policy checks and consent mode signals.
  var fields: TCStringJSON { TCStringJSON(tcString, googleConsentMode: googleConsentMode) }

  /// Writes the fields, then the added keys, in one object.
  func encode(to encoder: any Encoder) throws {
    try fields.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    var denied = container.nestedContainer(
      keyedBy: SignalKey.self, forKey: .googleConsentModeDenials)
    for (name, reason) in denials { try denied.encode(reason, forKey: SignalKey(name)) }
    if !warnings.isEmpty { try container.encode(warnings, forKey: .warnings) }
  }

  /// The indented, key-sorted JSON `tcf decode --json` prints.
  func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  private enum CodingKeys: String, CodingKey {
    case googleConsentModeDenials, warnings
  }

  /// A consent mode signal's name as a key.
  private struct SignalKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

/// The IAB CCPA "US Privacy" string (`1YNN`): version, notice given, opted out of sale, LSPA.
///
/// Deprecated by the IAB in favour of GPP, still sent by many ad servers as `us_privacy`.
package struct USPrivacyString: Hashable, Sendable, CustomStringConvertible {
  /// One of the three flags: yes, no, or not applicable.
  package enum Flag: Character, Hashable, Sendable {
    /// `Y`.
    case yes = "Y"
    /// `N`.
    case no = "N"
    /// `-`: the flag does not apply.
    case notApplicable = "-"
  }

  /// The specification version (always 1 today).
  package var version: Int
  /// Whether the user was given notice and the chance to opt out.
  package var noticeGiven: Flag
  /// Whether the user opted out of the sale of personal information.
  package var optedOutOfSale: Flag
  /// Whether the publisher is a signatory of the IAB Limited Service Provider Agreement.
  package var lspaCovered: Flag

  /// Creates a string from its parts.
  package init(version: Int = 1, noticeGiven: Flag, optedOutOfSale: Flag, lspaCovered: Flag) {
    self.version = version
    self.noticeGiven = noticeGiven
    self.optedOutOfSale = optedOutOfSale
    self.lspaCovered = lspaCovered
  }

  /// Parses a four-character string such as `1YNN` or `1---`; nil when it is malformed.
  package init?(_ text: String) {
    let characters = Array(text.uppercased())
    guard characters.count == 4, characters[0] == "1",
      let notice = Flag(rawValue: characters[1]),
      let optOut = Flag(rawValue: characters[2]),
      let lspa = Flag(rawValue: characters[3])
    else { return nil }
    self.init(noticeGiven: notice, optedOutOfSale: optOut, lspaCovered: lspa)
  }

  /// The four-character form.
  package var description: String {
    "\(version)\(noticeGiven.rawValue)\(optedOutOfSale.rawValue)\(lspaCovered.rawValue)"
  }

  /// True when the user opted out of sale, so personal data must not be sold or shared.
  package var hasOptedOut: Bool { optedOutOfSale == .yes }
}

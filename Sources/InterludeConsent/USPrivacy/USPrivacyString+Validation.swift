extension USPrivacyString {
  /// Parses a four-character string strictly, saying what is wrong when it is invalid.
  ///
  /// Unlike ``init(_:)``, it is case-sensitive, and it rejects an unknown (`-`) opt-out unless
  /// all three flags are `-` (`1---`: US Privacy does not apply).
  ///
  /// - Throws: ``USPrivacyError``.
  package init(validating text: String) throws(USPrivacyError) {
    let characters = Array(text)
    guard characters.count == 4 else {
      throw USPrivacyError(
        .wrongLength, detail: "a US Privacy string has 4 characters, not \(characters.count)")
    }
    guard characters[0] == "1" else {
      throw USPrivacyError(
        .unsupportedVersion, position: 1, detail: "version '\(characters[0])' is not supported")
    }
    var flags: [Flag] = []
    for (offset, name) in [(1, "notice"), (2, "opt-out of sale"), (3, "LSPA")] {
      guard let flag = Flag(rawValue: characters[offset]) else {
        throw USPrivacyError(
          .invalidFlag, position: offset + 1,
          detail: "\(name) '\(characters[offset])' is not Y, N or -")
      }
      flags.append(flag)
    }
    let parsed = USPrivacyString(
      noticeGiven: flags[0], optedOutOfSale: flags[1], lspaCovered: flags[2])
    guard parsed.optedOutOfSale != .notApplicable || !parsed.usPrivacyApplies else {
      throw USPrivacyError(
        .unknownOptOut, position: 3,
        detail: "opt-out of sale may only be '-' when every flag is '-' (1---)")
    }
    self = parsed
  }

  /// False only for `1---`, which says US Privacy (CCPA) does not apply.
  package var usPrivacyApplies: Bool {
    !(noticeGiven == .notApplicable && optedOutOfSale == .notApplicable
      && lspaCovered == .notApplicable)
  }
}

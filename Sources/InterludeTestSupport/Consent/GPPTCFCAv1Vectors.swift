/// TCF Canada (GPP section 5, `tcfcav1`) payloads written by the IAB's reference library,
/// iabgpp-es 3.2.0, for tests in more than one target.
public enum GPPTCFCAv1Vectors {
  /// Every core field set, the vendor lists and PubRestrictions in both the Fibonacci range and
  /// the bitfield form, custom purposes, and disclosed vendors. Written by iabgpp-es 3.2.0's
  /// `TcfCaV1` with CmpId 300, CmpVersion 7, ConsentScreen 3, ConsentLanguage "FR",
  /// VendorListVersion 126, TcfPolicyVersion 4, UseNonStandardStacks true, special features
  /// 1, 3, 12, express purposes 1, 2, 4, 9, 24, implied purposes 2, 3, 7, 10, vendors
  /// [1, 100, 200, 201, 202, 755] express and [2, 3, 5, 8, 13] implied, PubRestrictions
  /// (1, 0, [5, 100, 101, 102, 800]) and (3, 2, [3]), publisher express purposes 1 and 3, custom
  /// purposes [true, false] express and [false, true] implied, disclosed vendors
  /// [2, 250, 600, 601], Created 2024-03-05T12:34:56.700Z, LastUpdated
  /// 2024-06-01T00:00:00.100Z.
  public static let full =
    "BP7Bq5nP_h-0BEsAHDFRB-E0A6EAAsSAAAXnAEZIcobFRYAGmkIAQIBkEAMPINqqGHAAGIA.dAAAAAAAAUg"
    + ".IEswAzIg6kvA"
}

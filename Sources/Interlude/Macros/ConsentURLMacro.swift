import Foundation

/// A consent macro of URL-based services, written `${NAME}`: the TC string specification's
/// `${GDPR}` and `${GDPR_CONSENT_XXXXX}`, its withdrawn `${GDPR_PD}`, and Google's
/// `${ADDTL_CONSENT}`.
///
/// The TC string specification ("How does a URL-based service process the TC string when it
/// can't execute JavaScript?"): "Any caller with access to the applicable TC String must insert
/// it within a URL containing the macro `${GDPR_CONSENT_XXXXX}` where `XXXXX` is the numeric
/// Vendor ID of the vendor receiving the TC string", and "The service making the call must
/// replace the macros"; "For macro `${GDPR_CONSENT_XXXXX}`, the service making the call must
/// also check that the macro name contains a valid Vendor ID before replacing the macro."
///
/// Names are upper case, as the specification writes them; a name that is not one of these (a
/// macro of an ad server's own, such as `${CACHEBUSTER}`) is not a consent macro.
enum ConsentURLMacro: Hashable, Sendable {
  /// `${GDPR}`: `1` when GDPR applies, `0` when it does not.
  case gdpr
  /// `${GDPR_CONSENT_XXXXX}`: the TC string, for the vendor with this id.
  case gdprConsent(vendorID: Int)
  /// `${GDPR_PD}`: whether the URL's generic parameters carry personal data (withdrawn from
  /// the specification in February 2024, still found in tags).
  case gdprPersonalData
  /// `${ADDTL_CONSENT}`: Google's Additional Consent string.
  case additionalConsent

  /// The prefix of ``gdprConsent(vendorID:)``'s name, before the vendor id.
  private static let gdprConsentPrefix = Array("GDPR_CONSENT_".utf8)
  /// The largest vendor id: TC strings write vendor ids in 16 bits.
  static let maximumVendorID = 65_535

  /// The macro named by `name` (case-sensitive), or nil.
  ///
  /// `GDPR_CONSENT_` must be followed by a valid vendor id: decimal digits without a leading
  /// zero, 1 to ``maximumVendorID``. The SDK has no vendor list, so it checks the id's form;
  /// a macro with another suffix is not a consent macro and stays as written.
  static func lookup(_ name: UnsafeBufferPointer<UInt8>) -> ConsentURLMacro? {
    if name.elementsEqual("GDPR".utf8) { return .gdpr }
    if name.elementsEqual("GDPR_PD".utf8) { return .gdprPersonalData }
    if name.elementsEqual("ADDTL_CONSENT".utf8) { return .additionalConsent }
    guard name.starts(with: gdprConsentPrefix) else { return nil }
    let digits = name.dropFirst(gdprConsentPrefix.count)
    guard (1...5).contains(digits.count), digits.first != UInt8(ascii: "0") else { return nil }
    var vendorID = 0
    for digit in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
      vendorID = vendorID * 10 + Int(digit - UInt8(ascii: "0"))
    }
    return vendorID <= maximumVendorID ? .gdprConsent(vendorID: vendorID) : nil
  }

  /// Writes this macro's value under the rules of the VAST consent macros (`writePrivacy` in
  /// `Macro+Rendering.swift`):
  ///
  /// - `${GDPR}`: `1` or `0`; `-1` while it is not known whether GDPR applies.
  /// - `${GDPR_CONSENT_XXXXX}`: what `[GDPRCONSENT]` takes, the TC string as the CMP stored it
  ///   (the same string for every vendor: the vendor reads its own consent from it); `-1`
  ///   without one.
  /// - `${ADDTL_CONSENT}`: the Additional Consent string as stored; `-1` without one.
  /// - `${GDPR_PD}`: `1`, the specification's default. `0` would tell the callee that none of
  ///   the URL's parameters carries personal data, which the SDK cannot vouch for in a URL
  ///   someone else wrote.
  func write(_ context: MacroContext, now: () -> Date, into writer: inout MacroWriter) {
    switch self {
    case .gdpr:
      if let applies = context.privacy.gdprApplies {
        writer.appendInteger(applies ? 1 : 0)
      } else {
        writer.appendUnknown()
      }
    case .gdprConsent: Macro.gdprConsent.write(context, now: now, into: &writer)
    case .gdprPersonalData: writer.appendInteger(1)
    case .additionalConsent:
      if let value = context.privacy.additionalConsent, !value.isEmpty {
        writer.appendEncoded(value)
      } else {
        writer.appendUnknown()
      }
    }
  }
}

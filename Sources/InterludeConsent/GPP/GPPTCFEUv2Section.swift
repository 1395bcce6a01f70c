/// GPP section 2, `tcfeuv2`: the payload is exactly an IAB TCF v2 TC string.
///
/// The section keeps the TC string as text. Decoding a GPP string checks that it decodes as a
/// TC string, so that a GPP string whose section 2 does not decode is invalid; decode
/// ``tcString`` with ``TCStringDecoder`` for its fields.
public struct GPPTCFEUv2Section: Hashable, Sendable {
  /// The TC string, as carried in the GPP string (all its `.`-separated segments).
  public var tcString: String

  /// The section ID, 2.
  public static let sectionID = 2

  /// Creates the section from its TC string, unchecked.
  public init(tcString: String) {
    self.tcString = tcString
  }

  /// Creates the section from a payload that must decode as a TC string (with the TCF
  /// decoder's default, strict, segment policy).
  ///
  /// - Throws: ``GPPError/Kind/invalidSection`` attributed to section 2, with the TCF
  ///   decoder's reason, when it does not.
  package init(decoding payload: Substring) throws(GPPError) {
    let text = String(payload)
    do throws(TCFError) {
      _ = try TCStringDecoder().decode(text)
    } catch {
      throw GPPError(
        .invalidSection, sectionID: Self.sectionID,
        detail: "the TC string does not decode: \(error.message)")
    }
    self.init(tcString: text)
  }

  /// Decodes the TC string with a TCF decoder of your choice.
  ///
  /// - Parameter decoder: A function that decodes a TC string, such as the TCF module's.
  /// - Returns: Whatever `decoder` returns.
  package func decoded<T>(with decoder: (String) throws -> T) rethrows -> T {
    try decoder(tcString)
  }

  /// The field `tcString`.
  package var fields: [GPPField] {
    [GPPField("tcString", .string(tcString))]
  }
}

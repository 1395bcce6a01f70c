/// GPP section 2, `tcfeuv2`: the payload is exactly an IAB TCF v2 TC string.
///
/// This module keeps the TC string as text; decode it with the TCF decoder through
/// ``decoded(with:)`` so GPP parsing never depends on it.
public struct GPPTCFEUv2Section: Hashable, Sendable {
  /// The TC string, as carried in the GPP string (all its `.`-separated segments).
  public var tcString: String

  /// The section ID, 2.
  public static let sectionID = 2

  /// Creates the section from its TC string.
  public init(tcString: String) {
    self.tcString = tcString
  }

  /// Decodes the TC string with a TCF decoder of your choice.
  ///
  /// - Parameter decoder: A function that decodes a TC string, such as the TCF module's.
  /// - Returns: Whatever `decoder` returns.
  public func decoded<T>(with decoder: (String) throws -> T) rethrows -> T {
    try decoder(tcString)
  }

  /// The field `tcString`.
  public var fields: [GPPField] {
    [GPPField("tcString", .string(tcString))]
  }
}

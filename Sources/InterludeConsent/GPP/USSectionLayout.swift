/// A US jurisdiction's GPP section layout, the type parameter of ``USSection``: its
/// ``table`` (section ID, version field, fields with their bits, subsection) and the Swift
/// types of the two fields whose kind differs between sections.
///
/// The layouts are the caseless enums of ``USState``; ``USCASection`` and the other section
/// names are ``USSection`` over one of them.
public protocol USSectionLayout: Sendable {
  /// The type of `KnownChildSensitiveDataConsents`: one 2-bit value (`Int`) in most
  /// sections, a list (`[Int]`) where the specification gives one value per age group.
  associatedtype KnownChildSensitiveDataConsents = Int
  /// The type of `SensitiveDataProcessing`: a list in the core (`[Int]`), or the optional
  /// sensitive data consents subsection (`[Int]?`) in the sections that carry it there.
  associatedtype SensitiveDataProcessing = [Int]

  /// The section's layout as its IAB specification tables it.
  static var table: USSectionTable<Self> { get }
}

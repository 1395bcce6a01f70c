/// A US jurisdiction's GPP section layout, the type parameter of ``USSection``: the Swift types
/// of the two fields whose kind differs between sections.
///
/// The layouts are the caseless enums of ``USState``; ``USCASection`` and the other section
/// names are ``USSection`` over one of them. Each of them carries its section's table (section
/// ID, version field, fields with their bits, subsection) inside this module, so they are the
/// only layouts a section can have: ``USSection`` stops the program for any other type.
public protocol USSectionLayout: Sendable {
  /// The type of `KnownChildSensitiveDataConsents`: one 2-bit value (`Int`) in most
  /// sections, a list (`[Int]`) where the specification gives one value per age group.
  associatedtype KnownChildSensitiveDataConsents = Int
  /// The type of `SensitiveDataProcessing`: a list in the core (`[Int]`), or the optional
  /// sensitive data consents subsection (`[Int]?`) in the sections that carry it there.
  associatedtype SensitiveDataProcessing = [Int]
}

extension USSectionLayout {
  /// The section's table: each layout of ``USState`` provides its own
  /// (``USSectionTableProvider``); any other type is a programming error, which stops the
  /// program.
  static var table: USSectionTable<Self> {
    guard let provider = Self.self as? any USSectionTableProvider.Type,
      let table = providedTable(provider)
    else {
      preconditionFailure("\(Self.self) is not a layout of USState, so it has no US section table")
    }
    return table
  }

  /// The table `provider` gives, which is this layout's own (`provider` is `Self`).
  private static func providedTable<Provider: USSectionTableProvider>(
    _ provider: Provider.Type
  ) -> USSectionTable<Self>? {
    Provider.layoutTable as? USSectionTable<Self>
  }
}

extension GPPString {
  /// The fields of the US sections whose value `1` (MSPA "opted out") means the user refused
  /// the sale or sharing of their data or targeted advertising.
  static let usOptOutFields: Set<String> = [
    "SaleOptOut", "SharingOptOut", "TargetedAdvertisingOptOut",
  ]

  /// Whether any US section (the `uspv1` section and the national and state sections) says the
  /// user opted out of the sale or sharing of their data or of targeted advertising, or carries
  /// a Global Privacy Control signal.
  ///
  /// The state sections up to 23 (`usmn`) are read field by field. A US section this module
  /// keeps raw (24 to 27, whose layouts the specification still has in public comment) cannot
  /// be read, so it counts as an opt-out: an identifier goes out only when every stored signal can
  /// be read and allows it. A US Privacy string stored beside GPP is read separately.
  public var hasUSOptOut: Bool {
    sections.contains { section in
      if case .raw = section { return section.isUS }
      return section.isUS
        && section.fields.contains { field in
          switch (field.name, field.value) {
          case (let name, .int(1)): Self.usOptOutFields.contains(name)
          case ("OptOutSale", .string("Y")): true
          case ("Gpc", .bool(true)): true
          default: false
          }
        }
    }
  }

  /// Whether the string has any US section (`uspv1`, `usnat` or a state).
  public var hasUSSection: Bool { header.sectionIDs.contains(where: GPPSection.isUS(id:)) }
}

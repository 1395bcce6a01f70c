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
  /// Every US section (6 to 27, `uspv1` to `usri`) is read field by field; a section ID beyond
  /// 27 is not known as a US section. A US Privacy string stored beside GPP is read separately.
  public var hasUSOptOut: Bool {
    sections.contains { section in
      section.isUS
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

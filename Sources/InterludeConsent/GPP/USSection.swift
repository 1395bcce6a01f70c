/// A US section of a GPP string (`usnat` and the state sections, 7 to 27), decoded and encoded
/// by its layout's table: ``USNatSection``, ``USCASection`` and the other section names are
/// this type over one layout of ``USState``.
///
/// The section's fields read and write as its properties, under the Swift names of
/// ``USSectionFields`` (`section.saleOptOut = 2`), each of the type its layout gives it. Enum
/// fields hold the raw 2-bit values: notices 0 = N/A, 1 = yes, 2 = no; opt-outs 0 = N/A,
/// 1 = opted out, 2 = did not opt out; consents 0 = N/A, 1 = no consent, 2 = consent;
/// `MspaCoveredTransaction` 1 = yes, 2 = no.
@dynamicMemberLookup
public struct USSection<Layout: USSectionLayout>: Hashable, Sendable {
  /// The section version (`Version`, or `MspaVersion` in the sections of the later layout).
  public var version: Int
  /// The values of the number fields, in the slots of the table.
  var ints: [Int]
  /// The values of the list fields, in the slots of the table.
  var lists: [[Int]]
  /// The GPC subsection, or nil when the string has none (GPC then counts as false). Only a
  /// section whose layout has a GPC subsection can be encoded with one.
  public var gpcSubsection: GPPGPCSubsection?
  /// The sensitive data consents subsection of the sections that carry one (read and written
  /// as `sensitiveDataProcessing`), or nil when the string has none.
  var sensitiveDataSubsection: [Int]?

  /// The section ID.
  public static var sectionID: Int { Layout.table.sectionID }

  /// A section of the latest version with every field 0 (not applicable) but
  /// `MspaCoveredTransaction` 1 (yes; the field has no N/A) and no subsection, to fill in and
  /// take ``encoded`` of.
  public init() {
    let table = Layout.table
    version = table.latestVersion
    ints = table.defaultInts
    lists = table.defaultLists
  }

  /// Decodes the section payload: the core, then the optional subsection after a `.`.
  ///
  /// - Throws: ``GPPError``, attributed to the section, when the payload does not decode by
  ///   the section's specification.
  package init(decoding payload: Substring) throws(GPPError) {
    try self.init(decodingUSSection: payload)
  }

  /// Whether GPC was signalled (false when there is no GPC subsection).
  public var gpc: Bool { gpcSubsection?.gpc ?? false }

  /// The fields under their IAB names, in string order: the version, the core's fields, then
  /// the subsection's.
  package var fields: [GPPField] { usSectionFields }

  /// The section payload as iabgpp-es writes it: the core, then `.` and the subsection when
  /// there is one.
  ///
  /// - Throws: ``GPPError`` for a version the section does not have, a value its
  ///   specification does not define (or beyond its 2 bits), a list whose length is not its
  ///   version's, or a subsection the section does not carry.
  public var encoded: String {
    get throws(GPPError) { try encodedUSSection() }
  }

  /// A number field of the section, such as `section.saleOptOut`; 0 for a field the section
  /// does not have, which cannot be set.
  public subscript(dynamicMember field: KeyPath<USSectionFields<Layout>, USSectionField<Int>>)
    -> Int
  {
    get { Layout.table.intSlots[Self.name(field)].map { ints[$0] } ?? 0 }
    set { ints[Self.slot(field, in: Layout.table.intSlots)] = newValue }
  }

  /// A list field of the section, such as `section.sensitiveDataProcessing`; empty for a field
  /// the section does not have, which cannot be set.
  public subscript(dynamicMember field: KeyPath<USSectionFields<Layout>, USSectionField<[Int]>>)
    -> [Int]
  {
    get { Layout.table.listSlots[Self.name(field)].map { lists[$0] } ?? [] }
    set { lists[Self.slot(field, in: Layout.table.listSlots)] = newValue }
  }

  /// The sensitive data consents subsection, as `section.sensitiveDataProcessing`, in the
  /// sections that carry it there (nil when the string has none).
  public subscript(
    dynamicMember field: KeyPath<USSectionFields<Layout>, USSectionField<[Int]?>>
  ) -> [Int]? {
    get { sensitiveDataSubsection }
    set { sensitiveDataSubsection = newValue }
  }

  /// The IAB name of a field.
  private static func name<Value>(
    _ field: KeyPath<USSectionFields<Layout>, USSectionField<Value>>
  ) -> String {
    USSectionFields<Layout>()[keyPath: field].name
  }

  /// Where a field the section has keeps its value; stops the program for one it does not
  /// have, which no value can be written to.
  private static func slot<Value>(
    _ field: KeyPath<USSectionFields<Layout>, USSectionField<Value>>, in slots: [String: Int]
  ) -> Int {
    let name = name(field)
    guard let slot = slots[name] else {
      preconditionFailure("the \(Layout.table.name) section has no field \(name)")
    }
    return slot
  }
}

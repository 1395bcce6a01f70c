import Testing

@testable import InterludeConsent

/// The generic US section against its layout tables: every state is the one ``USSection``
/// type over its layout, its properties are its table's fields, and what its specification does
/// not define for it is refused rather than dropped.
@Suite("GPP US sections: one generic section over each state's layout table")
struct USSectionTests {
  /// Florida's specification (usfl) has no subsection: "a `.` is an error" when decoding, and
  /// a GPC subsection set on the section is refused when encoding instead of being left out.
  @Test("a GPC subsection on a section whose specification has none is refused when encoding")
  func gpcOnSectionWithoutGPC() {
    var florida = USFLSection()
    florida.gpcSubsection = GPPGPCSubsection(gpc: true)
    do {
      _ = try florida.encoded
      Issue.record("usfl was encoded with a GPC subsection")
    } catch {
      #expect(error.kind == .invalidSubsection)
      #expect(error.sectionID == 13)
    }
    florida.gpcSubsection = nil
    #expect(throws: Never.self) { try florida.encoded }
  }

  /// California's table has no TargetedAdvertisingOptOut (its specification folds it into
  /// sharing): the property reads 0, "Not Applicable", as an absent field means.
  @Test("a field the section's table does not list reads as 0 (not applicable)")
  func absentFieldReadsNotApplicable() {
    var california = USCASection()
    california.saleOptOut = 1
    #expect(california.targetedAdvertisingOptOut == 0)
    #expect(USMDSection().sensitiveDataProcessing.isEmpty)
    #expect(california.fields.contains { $0.name == "SaleOptOut" && $0.value == .int(1) })
  }

  /// Every section name is the generic section over its layout, and the table gives each its
  /// section ID, in the order of the GPP section ID list (7 `usnat` to 27 `usri`).
  @Test("each section name is USSection over its layout, with that layout's section ID")
  func namesAreLayouts() {
    #expect(USCASection.self == USSection<USState.California>.self)
    #expect(USRISection.self == USSection<USState.RhodeIsland>.self)
    let ids = GPPSection.usSectionTypes.keys.sorted()
    #expect(ids == Array(7...27))
    for id in ids {
      #expect(GPPSection.usSectionTypes[id]?.sectionID == id)
    }
  }
}

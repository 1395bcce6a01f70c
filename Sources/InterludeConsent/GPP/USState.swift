/// The layouts of the US sections of GPP, one caseless enum a jurisdiction, each with the table
/// of its IAB section specification: ``USSection`` over one of them is that section
/// (``USCASection`` is `USSection<USState.California>`).
///
/// A table is the section's fields in string order, separated by spaces: first the 6-bit
/// version field (`Version`, or `MspaVersion` in the later layout), then the core's fields, a
/// name alone for one 2-bit value and `Name[n]` for a list of `n`, then, after ` . `, the
/// subsection the section may carry: `Gpc` (Global Privacy Control) or
/// `SensitiveDataProcessing[n]` (sensitive data consents, `n` 2-bit values with no type
/// prefix). The sections 7 to 23 end their core with three MSPA fields; the later layout (24
/// on) opens it with two, `MspaCoveredTransaction` and `MspaMode` (0 = N/A, 1 = opt-out option
/// mode, 2 = service provider mode).
///
/// A new section is a new layout here, its name in `USSection+Names.swift`, its case in
/// ``GPPSection`` and its entry in `GPPSection.usSectionTypes`.
public enum USState {
  /// The layout of ``USNatSection``.
  public enum National: USKnownChildConsentsByAge, USSectionTableProvider {
    /// The table of the section: version 1, and version 2 with longer lists.
    package static let layoutTable = USSectionTable<Self>(
      7, GPPSection.usNat, versions: [1: Fields.national(12, 2), 2: Fields.national(16, 3)])
  }

  /// The layout of ``USCASection``.
  public enum California: USKnownChildConsentsByAge, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(8, GPPSection.usCA, Fields.california)
  }

  /// The layout of ``USVASection``.
  public enum Virginia: USSectionLayout, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(9, GPPSection.usVA, Fields.virginia)
  }

  /// The layout of ``USCOSection``.
  public enum Colorado: USSectionLayout, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(10, GPPSection.usCO, Fields.colorado)
  }

  /// The layout of ``USUTSection``.
  public enum Utah: USSectionLayout, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(11, GPPSection.usUT, Fields.utah)
  }

  /// The layout of ``USCTSection``.
  public enum Connecticut: USKnownChildConsentsByAge, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(12, GPPSection.usCT, Fields.connecticut)
  }

  /// The layout of ``USFLSection``.
  public enum Florida: USKnownChildConsentsByAge, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(13, GPPSection.usFL, Fields.florida)
  }

  /// The layout of ``USMTSection``.
  public enum Montana: USKnownChildConsentsByAge, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(14, GPPSection.usMT, Fields.montana)
  }

  /// The layout of ``USORSection``.
  public enum Oregon: USKnownChildConsentsByAge, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(15, GPPSection.usOR, Fields.oregon)
  }

  /// The layout of ``USTXSection``.
  public enum Texas: USSectionLayout, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(16, GPPSection.usTX, Fields.texas)
  }

  /// The layout of ``USDESection``.
  public enum Delaware: USKnownChildConsentsByAge, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(17, GPPSection.usDE, Fields.delaware)
  }

  /// The layout of ``USIASection``.
  public enum Iowa: USSectionLayout, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(18, GPPSection.usIA, Fields.iowa)
  }

  /// The layout of ``USNESection``.
  public enum Nebraska: USSectionLayout, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(19, GPPSection.usNE, Fields.nebraska)
  }

  /// The layout of ``USNHSection``.
  public enum NewHampshire: USKnownChildConsentsByAge, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(20, GPPSection.usNH, Fields.newHampshire)
  }

  /// The layout of ``USNJSection``.
  public enum NewJersey: USKnownChildConsentsByAge, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(21, GPPSection.usNJ, Fields.newJersey)
  }

  /// The layout of ``USTNSection``.
  public enum Tennessee: USSectionLayout, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(22, GPPSection.usTN, Fields.tennessee)
  }

  /// The layout of ``USMNSection``.
  public enum Minnesota: USSectionLayout, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(23, GPPSection.usMN, Fields.minnesota)
  }

  /// The layout of ``USMDSection``.
  public enum Maryland: USSectionLayout, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(24, GPPSection.usMD, Fields.maryland)
  }

  /// The layout of ``USINSection``.
  public enum Indiana: USSensitiveDataConsentsSubsection, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(25, GPPSection.usIN, Fields.indiana)
  }

  /// The layout of ``USKYSection``.
  public enum Kentucky: USSensitiveDataConsentsSubsection, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(26, GPPSection.usKY, Fields.kentucky)
  }

  /// The layout of ``USRISection``.
  public enum RhodeIsland: USSensitiveDataConsentsSubsection, USSectionTableProvider {
    /// The table of the section.
    package static let layoutTable = USSectionTable<Self>(27, GPPSection.usRI, Fields.rhodeIsland)
  }

  /// The tables, by jurisdiction.
  private enum Fields {
    /// The three MSPA fields that close the sections 7 to 23.
    static let mspa = "MspaCoveredTransaction MspaOptOutOptionMode MspaServiceProviderMode"

    /// How most sections from 9 to 23 open after their version: `notice` (`SharingNotice` or
    /// `ProcessingNotice`), then the notices of the rights to opt out of sale and of targeted
    /// advertising, and those opt-outs.
    static func optOuts(_ notice: String) -> String {
      "Version \(notice) SaleOptOutNotice TargetedAdvertisingOptOutNotice SaleOptOut "
        + "TargetedAdvertisingOptOut"
    }

    /// The table of most sections from 13 to 23, with a GPC subsection unless `gpc` is false:
    /// `ProcessingNotice` and the opt-outs, `SensitiveDataProcessing[sensitiveData]`,
    /// `KnownChildSensitiveDataConsents` (one value, or a list when `knownChild` is `[n]`),
    /// `AdditionalDataProcessingConsent` and the MSPA fields.
    static func processing(_ sensitiveData: Int, _ knownChild: String, gpc: Bool = true) -> String {
      "\(optOuts("ProcessingNotice")) SensitiveDataProcessing[\(sensitiveData)] "
        + "KnownChildSensitiveDataConsents\(knownChild) AdditionalDataProcessingConsent \(mspa)"
        + (gpc ? " . Gpc" : "")
    }

    /// The national section's table, with `sensitiveData` and `knownChild` items in its lists.
    static func national(_ sensitiveData: Int, _ knownChild: Int) -> String {
      "Version SharingNotice SaleOptOutNotice SharingOptOutNotice TargetedAdvertisingOptOutNotice "
        + "SensitiveDataProcessingOptOutNotice SensitiveDataLimitUseNotice SaleOptOut "
        + "SharingOptOut TargetedAdvertisingOptOut SensitiveDataProcessing[\(sensitiveData)] "
        + "KnownChildSensitiveDataConsents[\(knownChild)] PersonalDataConsents \(mspa) . Gpc"
    }

    /// The table of the later layout (24 on): `MspaVersion`, the two MSPA fields,
    /// `ProcessingNotice` and the opt-outs, `knownChild` fields, `AdditionalDataProcessingConsent`
    /// and `subsection`.
    static func later(_ knownChild: String, _ subsection: String) -> String {
      "MspaVersion MspaCoveredTransaction MspaMode ProcessingNotice SaleOptOutNotice "
        + "TargetedAdvertisingOptOutNotice SaleOptOut TargetedAdvertisingOptOut \(knownChild)"
        + "AdditionalDataProcessingConsent . \(subsection)"
    }

    /// ``USCASection``.
    static let california =
      "Version SaleOptOutNotice SharingOptOutNotice SensitiveDataLimitUseNotice SaleOptOut "
      + "SharingOptOut SensitiveDataProcessing[9] KnownChildSensitiveDataConsents[2] "
      + "PersonalDataConsents \(mspa) . Gpc"

    /// ``USVASection``.
    static let virginia =
      "\(optOuts("SharingNotice")) SensitiveDataProcessing[8] "
      + "KnownChildSensitiveDataConsents \(mspa)"

    /// ``USCOSection``.
    static let colorado =
      "\(optOuts("SharingNotice")) SensitiveDataProcessing[7] "
      + "KnownChildSensitiveDataConsents \(mspa) . Gpc"

    /// ``USUTSection``.
    static let utah =
      "Version SharingNotice SaleOptOutNotice TargetedAdvertisingOptOutNotice "
      + "SensitiveDataProcessingOptOutNotice SaleOptOut TargetedAdvertisingOptOut "
      + "SensitiveDataProcessing[8] KnownChildSensitiveDataConsents \(mspa)"

    /// ``USCTSection``.
    static let connecticut =
      "\(optOuts("SharingNotice")) SensitiveDataProcessing[8] "
      + "KnownChildSensitiveDataConsents[3] \(mspa) . Gpc"

    /// ``USFLSection``.
    static let florida = processing(8, "[3]", gpc: false)

    /// ``USMTSection``.
    static let montana =
      "\(optOuts("SharingNotice")) SensitiveDataProcessing[8] "
      + "KnownChildSensitiveDataConsents[3] AdditionalDataProcessingConsent \(mspa) . Gpc"

    /// ``USORSection``.
    static let oregon = processing(11, "[3]")

    /// ``USTXSection``.
    static let texas = processing(8, "")

    /// ``USDESection``.
    static let delaware = processing(9, "[5]")

    /// ``USIASection``.
    static let iowa =
      "Version ProcessingNotice SaleOptOutNotice TargetedAdvertisingOptOutNotice "
      + "SensitiveDataOptOutNotice SaleOptOut TargetedAdvertisingOptOut "
      + "SensitiveDataProcessing[8] KnownChildSensitiveDataConsents \(mspa) . Gpc"

    /// ``USNESection``: Texas's table.
    static let nebraska = texas

    /// ``USNHSection``.
    static let newHampshire = processing(8, "[3]")

    /// ``USNJSection``.
    static let newJersey = processing(10, "[5]")

    /// ``USTNSection``: Texas's table.
    static let tennessee = texas

    /// ``USMNSection``: Texas's table.
    static let minnesota = texas

    /// ``USMDSection``.
    static let maryland = later("", "Gpc")

    /// ``USINSection``.
    static let indiana = later("KnownChildSensitiveDataConsents ", "SensitiveDataProcessing[8]")

    /// ``USKYSection``: Indiana's table.
    static let kentucky = indiana

    /// ``USRISection``: Indiana's table.
    static let rhodeIsland = indiana
  }
}

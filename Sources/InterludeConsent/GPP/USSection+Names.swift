// The US section names, each ``USSection`` over its layout of ``USState``.
//
// Enum fields hold the raw 2-bit values: notices 0 = N/A, 1 = yes, 2 = no; opt-outs 0 = N/A,
// 1 = opted out, 2 = did not opt out; consents 0 = N/A, 1 = no consent, 2 = consent.

/// GPP section 7, `usnat`: the US multi-state privacy section (version 1 or 2).
///
/// Version 2 widened `SensitiveDataProcessing` from 12 to 16 items and
/// `KnownChildSensitiveDataConsents` from 2 to 3. The core's length tells which widths it was
/// written with, whatever its version: 60 or 66 bits (padded) are version 1's, 72 (70 padded)
/// version 2's; any other length is refused. A version 2 core of version 1 widths is read
/// zero-padded to version 2's lengths, as iabgpp-es does; a version 1 core of version 2 widths
/// (iabgpp-es writes some) keeps its 16 and 3 items, and is written back with those widths.
public typealias USNatSection = USSection<USState.National>

/// GPP section 8, `usca`: the California privacy section (version 1).
public typealias USCASection = USSection<USState.California>

/// GPP section 9, `usva`: the Virginia privacy section (version 1).
public typealias USVASection = USSection<USState.Virginia>

/// GPP section 10, `usco`: the Colorado privacy section (version 1).
public typealias USCOSection = USSection<USState.Colorado>

/// GPP section 11, `usut`: the Utah privacy section (version 1).
public typealias USUTSection = USSection<USState.Utah>

/// GPP section 12, `usct`: the Connecticut privacy section (version 1).
public typealias USCTSection = USSection<USState.Connecticut>

/// GPP section 13, `usfl`: the Florida privacy section (version 1). The core is 46 bits long.
public typealias USFLSection = USSection<USState.Florida>

/// GPP section 14, `usmt`: the Montana privacy section (version 1). The core is 46 bits long.
public typealias USMTSection = USSection<USState.Montana>

/// GPP section 15, `usor`: the Oregon privacy section (version 1). The core is 52 bits long.
public typealias USORSection = USSection<USState.Oregon>

/// GPP section 16, `ustx`: the Texas privacy section (version 1). The core is 42 bits long.
public typealias USTXSection = USSection<USState.Texas>

/// GPP section 17, `usde`: the Delaware privacy section (version 1). The core is 52 bits long.
public typealias USDESection = USSection<USState.Delaware>

/// GPP section 18, `usia`: the Iowa privacy section (version 1). The core is 42 bits long.
public typealias USIASection = USSection<USState.Iowa>

/// GPP section 19, `usne`: the Nebraska privacy section (version 1). The core is 42 bits long.
public typealias USNESection = USSection<USState.Nebraska>

/// GPP section 20, `usnh`: the New Hampshire privacy section (version 1). The core is 46 bits
/// long.
public typealias USNHSection = USSection<USState.NewHampshire>

/// GPP section 21, `usnj`: the New Jersey privacy section (version 1). The core is 54 bits long.
public typealias USNJSection = USSection<USState.NewJersey>

/// GPP section 22, `ustn`: the Tennessee privacy section (version 1). The core is 42 bits long.
public typealias USTNSection = USSection<USState.Tennessee>

/// GPP section 23, `usmn`: the Minnesota privacy section (version 1). The core is 42 bits long.
public typealias USMNSection = USSection<USState.Minnesota>

/// GPP section 24, `usmd`: the Maryland privacy section (version 1), for the Maryland Online
/// Data Privacy Act of 2024: the later layout (see ``USState``), with a GPC subsection. The
/// core is 22 bits long.
public typealias USMDSection = USSection<USState.Maryland>

/// GPP section 25, `usin`: the Indiana privacy section (version 1), for the Indiana Consumer
/// Data Protection Act: the later layout (see ``USState``), with a sensitive data consents
/// subsection (`SensitiveDataProcessing`, 8 values, no type prefix). The core is 24 bits long.
public typealias USINSection = USSection<USState.Indiana>

/// GPP section 26, `usky`: the Kentucky privacy section (version 1), for the Kentucky Consumer
/// Data Protection Act (HB 15, 2024): the later layout (see ``USState``), with a sensitive data
/// consents subsection (`SensitiveDataProcessing`, 8 values, no type prefix). The core is 24
/// bits long.
public typealias USKYSection = USSection<USState.Kentucky>

/// GPP section 27, `usri`: the Rhode Island privacy section (version 1), for the Rhode Island
/// Data Transparency and Privacy Protection Act: the later layout (see ``USState``), with a
/// sensitive data consents subsection (`SensitiveDataProcessing`, 8 values, no type prefix).
/// The core is 24 bits long.
public typealias USRISection = USSection<USState.RhodeIsland>

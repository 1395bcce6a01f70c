import Foundation

/// Reads and writes the IAB in-app keys (`IABTCF_*`, `IABGPP_*`, `IABUSPrivacy_String`) with
/// the exact types the specifications require, over any ``ConsentStore``.
///
/// Writes: numbers and booleans as integers, bit fields as `0`/`1` strings,
/// `IABTCF_CmpSdkID` first, absent values removed so no stale key survives, one save (so one
/// change notification) per call. Reads are defensive: `IABTCF_gdprApplies` as an integer or
/// a `"0"`/`"1"` string, numbers written as strings, bit strings of any length.
public struct IABTCFStorage: Sendable {
  /// The keys kept by ``clearTCF()``: what TCData still carries when GDPR does not apply.
  package static let keysKeptWhenGDPRDoesNotApply: Set<String> = [
    IABTCFKeys.cmpSdkId, IABTCFKeys.cmpSdkVersion, IABTCFKeys.policyVersion,
  ]

  /// The store read and written.
  public let store: any ConsentStore

  /// Creates a storage layer over a store.
  public init(store: any ConsentStore) {
    self.store = store
  }

  // MARK: - TCF

  /// Reads every `IABTCF_*` key.
  public func readTCF() -> IABTCFValues {
    var values = IABTCFValues()
    values.cmpSdkId = integer(IABTCFKeys.cmpSdkId)
    values.cmpSdkVersion = integer(IABTCFKeys.cmpSdkVersion)
    values.policyVersion = integer(IABTCFKeys.policyVersion)
    values.gdprApplies = flag(IABTCFKeys.gdprApplies)
    values.publisherCC = store.string(forKey: IABTCFKeys.publisherCC)
    values.purposeOneTreatment = flag(IABTCFKeys.purposeOneTreatment)
    values.useNonStandardTexts =
      flag(IABTCFKeys.useNonStandardTexts) ?? flag(IABTCFKeys.useNonStandardStacks)
    values.tcString = store.string(forKey: IABTCFKeys.tcString)
    values.vendorConsents = bitField(IABTCFKeys.vendorConsents)
    values.vendorLegitimateInterests = bitField(IABTCFKeys.vendorLegitimateInterests)
    values.disclosedVendors = bitField(IABTCFKeys.disclosedVendors)
    values.purposeConsents = bitField(IABTCFKeys.purposeConsents)
    values.purposeLegitimateInterests = bitField(IABTCFKeys.purposeLegitimateInterests)
    values.specialFeaturesOptIns = bitField(IABTCFKeys.specialFeaturesOptIns)
    values.publisherConsent = bitField(IABTCFKeys.publisherConsent)
    values.publisherLegitimateInterests = bitField(IABTCFKeys.publisherLegitimateInterests)
    values.publisherCustomPurposesConsents = bitField(IABTCFKeys.publisherCustomPurposesConsents)
    values.publisherCustomPurposesLegitimateInterests = bitField(
      IABTCFKeys.publisherCustomPurposesLegitimateInterests)
    values.addtlConsent = store.string(forKey: IABTCFKeys.addtlConsent)
    for (purpose, key) in restrictionKeys() {
      guard let text = store.string(forKey: key) else { continue }
      var vendors: [Int: TCFRestrictionType] = [:]
      for (index, character) in text.enumerated() {
        if let digit = character.wholeNumberValue, let type = TCFRestrictionType(rawValue: digit) {
          vendors[index + 1] = type
        }
      }
      values.publisherRestrictions[purpose] = vendors
    }
    return values
  }

  /// The batch that writes `values`: `IABTCF_CmpSdkID` first, absent values and stale
  /// publisher-restriction keys removed.
  package func batch(for values: IABTCFValues) -> ConsentStoreBatch {
    var batch = ConsentStoreBatch()
    batch.set(values.cmpSdkId, forKey: IABTCFKeys.cmpSdkId)
    batch.set(values.cmpSdkVersion, forKey: IABTCFKeys.cmpSdkVersion)
    batch.set(values.policyVersion, forKey: IABTCFKeys.policyVersion)
    batch.set(values.gdprApplies.map(Self.number), forKey: IABTCFKeys.gdprApplies)
    batch.set(values.publisherCC, forKey: IABTCFKeys.publisherCC)
    batch.set(values.purposeOneTreatment.map(Self.number), forKey: IABTCFKeys.purposeOneTreatment)
    batch.set(values.useNonStandardTexts.map(Self.number), forKey: IABTCFKeys.useNonStandardTexts)
    if store.value(forKey: IABTCFKeys.useNonStandardStacks) != nil {
      batch.remove(IABTCFKeys.useNonStandardStacks)
    }
    batch.set(values.tcString, forKey: IABTCFKeys.tcString)
    let bitFields: [(IABTCFBitField?, String)] = [
      (values.vendorConsents, IABTCFKeys.vendorConsents),
      (values.vendorLegitimateInterests, IABTCFKeys.vendorLegitimateInterests),
      (values.disclosedVendors, IABTCFKeys.disclosedVendors),
      (values.purposeConsents, IABTCFKeys.purposeConsents),
      (values.purposeLegitimateInterests, IABTCFKeys.purposeLegitimateInterests),
      (values.specialFeaturesOptIns, IABTCFKeys.specialFeaturesOptIns),
      (values.publisherConsent, IABTCFKeys.publisherConsent),
      (values.publisherLegitimateInterests, IABTCFKeys.publisherLegitimateInterests),
      (values.publisherCustomPurposesConsents, IABTCFKeys.publisherCustomPurposesConsents),
      (
        values.publisherCustomPurposesLegitimateInterests,
        IABTCFKeys.publisherCustomPurposesLegitimateInterests
      ),
    ]
    for (field, key) in bitFields {
      batch.set(field?.description, forKey: key)
    }
    for purpose in values.publisherRestrictions.keys.sorted() {
      let vendors = values.publisherRestrictions[purpose] ?? [:]
      let length = vendors.keys.max() ?? 0
      let text = String(
        (0..<length).map { index -> Character in
          vendors[index + 1].map { Character(String($0.rawValue)) } ?? "_"
        })
      batch.set(text, forKey: IABTCFKeys.publisherRestrictions(purpose: purpose))
    }
    for (purpose, key) in restrictionKeys() where values.publisherRestrictions[purpose] == nil {
      batch.remove(key)
    }
    batch.set(values.addtlConsent, forKey: IABTCFKeys.addtlConsent)
    return batch
  }

  /// Writes every `IABTCF_*` key in one save.
  public func write(_ values: IABTCFValues) throws(ConsentStoreError) {
    try store.save(batch(for: values))
  }

  /// GDPR stopped applying: writes `IABTCF_gdprApplies = 0` and removes every other
  /// `IABTCF_*` key except the CMP id, CMP version and policy version, in one save.
  public func clearTCF() throws(ConsentStoreError) {
    var batch = ConsentStoreBatch()
    batch.set(0, forKey: IABTCFKeys.gdprApplies)
    for key in tcfKeys().sorted()
    where !Self.keysKeptWhenGDPRDoesNotApply.contains(key) && key != IABTCFKeys.gdprApplies {
      batch.remove(key)
    }
    try store.save(batch)
  }

  /// The CMP was removed: removes every `IABTCF_*` key in one save.
  public func removeAllTCF() throws(ConsentStoreError) {
    try store.save(ConsentStoreBatch(tcfKeys().sorted().map { .remove(key: $0) }))
  }

  /// Writes the TCF keys and the `IABGPP_*` keys together, in one save (one notification).
  package func write(_ tcf: IABTCFValues, _ gpp: IABGPPValues) throws(ConsentStoreError) {
    var combined = batch(for: tcf)
    combined.append(contentsOf: batch(for: gpp))
    try store.save(combined)
  }

  /// Removes every `IABTCF_*` and `IABGPP_*` key in one save.
  public func removeAllTCFAndGPP() throws(ConsentStoreError) {
    var combined = ConsentStoreBatch(tcfKeys().sorted().map { .remove(key: $0) })
    combined.append(contentsOf: batch(for: IABGPPValues()))
    try store.save(combined)
  }

  // MARK: - GPP and US Privacy

  /// Reads every `IABGPP_*` key. Section strings are read from `IABGPP_{id}_String`, or from
  /// `IABGPP_2_TCString` for section 2; other keys land in ``IABGPPValues/fields``.
  public func readGPP() -> IABGPPValues {
    var values = IABGPPValues()
    values.version = store.value(forKey: IABTCFKeys.gppVersion)?.description
    values.sections = store.string(forKey: IABTCFKeys.gppSections).map(Self.sectionList)
    values.gppString = store.string(forKey: IABTCFKeys.gppString)
    values.gppSID = store.value(forKey: IABTCFKeys.gppSID).map { Self.sectionList($0.description) }
    let reserved: Set<String> = [
      IABTCFKeys.gppVersion, IABTCFKeys.gppSections, IABTCFKeys.gppString, IABTCFKeys.gppSID,
    ]
    for key in store.keys() where key.hasPrefix(IABTCFKeys.gppPrefix) && !reserved.contains(key) {
      guard let value = store.value(forKey: key) else { continue }
      let name = String(key.dropFirst(IABTCFKeys.gppPrefix.count))
      let parts = name.split(separator: "_", omittingEmptySubsequences: false)
      if parts.count == 2, let section = Int(parts[0]),
        parts[1] == "String" || (section == 2 && parts[1] == "TCString"),
        let text = value.stringValue
      {
        if parts[1] == "String" || values.sectionStrings[section] == nil {
          values.sectionStrings[section] = text
        }
      } else {
        values.fields[name] = value
      }
    }
    return values
  }

  /// The batch that writes `values`, removing every other `IABGPP_*` key.
  package func batch(for values: IABGPPValues) -> ConsentStoreBatch {
    var batch = ConsentStoreBatch()
    var written: Set<String> = []
    func put(_ value: ConsentValue?, _ key: String) {
      batch.set(value, forKey: key)
      if value != nil { written.insert(key) }
    }
    put(values.version.map(ConsentValue.string), IABTCFKeys.gppVersion)
    put(values.sections.map { .string(Self.sectionText($0)) }, IABTCFKeys.gppSections)
    put(values.gppString.map(ConsentValue.string), IABTCFKeys.gppString)
    put(values.gppSID.map { .string(Self.sectionText($0)) }, IABTCFKeys.gppSID)
    for section in values.sectionStrings.keys.sorted() {
      put(
        values.sectionStrings[section].map(ConsentValue.string),
        IABTCFKeys.gppSectionString(section: section))
    }
    for name in values.fields.keys.sorted() {
      put(values.fields[name], IABTCFKeys.gppPrefix + name)
    }
    for key in store.keys().sorted()
    where key.hasPrefix(IABTCFKeys.gppPrefix) && !written.contains(key)
      && !batch.keys.contains(key)
    {
      batch.remove(key)
    }
    return batch
  }

  /// Writes every `IABGPP_*` key in one save.
  public func write(_ values: IABGPPValues) throws(ConsentStoreError) {
    try store.save(batch(for: values))
  }

  /// `IABUSPrivacy_String`, or nil.
  public func readUSPrivacy() -> String? {
    store.string(forKey: IABTCFKeys.usPrivacyString)
  }

  /// Writes `IABUSPrivacy_String`; nil removes it.
  public func writeUSPrivacy(_ value: String?) throws(ConsentStoreError) {
    try store.set(value.map(ConsentValue.string), forKey: IABTCFKeys.usPrivacyString)
  }

  // MARK: - Helpers

  private static func number(_ flag: Bool) -> Int { flag ? 1 : 0 }

  private static func sectionText(_ sections: [Int]) -> String {
    sections.map(String.init).joined(separator: "_")
  }

  private static func sectionList(_ text: String) -> [Int] {
    text.split(separator: "_").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
  }

  private func tcfKeys() -> Set<String> {
    store.keys().filter { $0.hasPrefix(IABTCFKeys.tcfPrefix) }
  }

  private func restrictionKeys() -> [(purpose: Int, key: String)] {
    let prefix = IABTCFKeys.publisherRestrictionsPrefix
    return store.keys().compactMap { key in
      guard key.hasPrefix(prefix), let purpose = Int(key.dropFirst(prefix.count)) else {
        return nil
      }
      return (purpose, key)
    }
    .sorted { $0.purpose < $1.purpose }
  }

  /// An integer stored as a number, or as a string of digits.
  private func integer(_ key: String) -> Int? {
    switch store.value(forKey: key) {
    case .int(let value): return value
    case .string(let text): return Int(text.trimmingCharacters(in: .whitespaces))
    case nil: return nil
    }
  }

  /// A 0/1 flag stored as a number or as `"0"`/`"1"`; anything else is unset.
  private func flag(_ key: String) -> Bool? {
    switch integer(key) {
    case 0: return false
    case 1: return true
    default: return nil
    }
  }

  /// A bit field stored as a string; an integer (a malformed write) is ignored.
  private func bitField(_ key: String) -> IABTCFBitField? {
    store.string(forKey: key).map(IABTCFBitField.init(string:))
  }
}

extension IABTCFStorage {
  /// The keys ``consentRemovalBatch()`` keeps: what tells vendors a CMP runs and where.
  public static let keysDescribingTheCMP: Set<String> = [
    IABTCFKeys.cmpSdkId, IABTCFKeys.cmpSdkVersion, IABTCFKeys.policyVersion,
    IABTCFKeys.gdprApplies,
  ]

  /// The batch a CMP writes as soon as it starts (the CMP API's rule, so vendors know a CMP is
  /// present before any choice): `IABTCF_CmpSdkID` first, then `IABTCF_CmpSdkVersion`,
  /// `IABTCF_PolicyVersion` and `IABTCF_gdprApplies` (left as it is when `gdprApplies` is
  /// nil, undetermined). Only values that differ from the stored ones are written, so a start
  /// with nothing new posts no change.
  public func startBatch(
    cmpSdkId: Int, cmpSdkVersion: Int, policyVersion: Int, gdprApplies: Bool?
  ) -> ConsentStoreBatch {
    var batch = ConsentStoreBatch()
    let values: [(Int?, String)] = [
      (cmpSdkId, IABTCFKeys.cmpSdkId), (cmpSdkVersion, IABTCFKeys.cmpSdkVersion),
      (policyVersion, IABTCFKeys.policyVersion),
      (gdprApplies.map { $0 ? 1 : 0 }, IABTCFKeys.gdprApplies),
    ]
    for case (let value?, let key) in values where store.value(forKey: key) != .int(value) {
      batch.set(value, forKey: key)
    }
    return batch
  }

  /// The batch that removes a choice: every `IABTCF_` key but ``keysDescribingTheCMP``, and the
  /// GPP string's EU section (the GPP string carries the same TC string).
  ///
  /// The US sections are another choice and stay: when the stored GPP string has sections
  /// besides section 2, it is stored again without section 2
  /// (``gppBatch(for:applicableSections:)``: its keys and pre-parsed fields go, the rest is
  /// rewritten); otherwise, or when the stored string cannot be read, every `IABGPP_` key is
  /// removed.
  public func consentRemovalBatch() -> ConsentStoreBatch {
    let keys = store.keys().filter { key in
      key.hasPrefix(IABTCFKeys.tcfPrefix) && !Self.keysDescribingTheCMP.contains(key)
    }
    var batch = ConsentStoreBatch(keys.sorted().map { .remove(key: $0) })
    if let remaining = gppBatchWithoutTheEUSection() {
      batch.append(contentsOf: remaining)
    } else {
      batch.append(contentsOf: self.batch(for: IABGPPValues()))
    }
    return batch
  }

  /// The batch that stores the stored GPP string without section 2; nil when no other section
  /// would remain or the stored string cannot be read.
  private func gppBatchWithoutTheEUSection() -> ConsentStoreBatch? {
    let stored = readGPP()
    guard let text = stored.gppString, let decoded = try? GPPString(decoding: text),
      decoded.isComplete
    else { return nil }
    let euSection = GPPTCFEUv2Section.sectionID
    let payloads = text.split(separator: "~", omittingEmptySubsequences: false).dropFirst()
    let kept = zip(decoded.header.sectionIDs, payloads).filter { $0.0 != euSection }
    guard !kept.isEmpty else { return nil }
    let header = GPPHeader(sectionIDs: kept.map(\.0))
    let rebuilt = ([header.encoded] + kept.map { String($0.1) }).joined(separator: "~")
    let inForce = (stored.gppSID ?? decoded.header.sectionIDs).filter {
      $0 != euSection && header.sectionIDs.contains($0)
    }
    return try? gppBatch(for: rebuilt, applicableSections: inForce)
  }
}

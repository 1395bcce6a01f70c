import InterludeConsent

extension TCFDecodeReport: JSONLineWritable {
  /// Writes the report as its `encode(to:)` does, member for member, but from the string
  /// itself, without building its ``TCStringJSON`` (a copy of every list): the fields of
  /// ``TCStringJSON`` in its order, as its initializer derives them (the timestamps' text by
  /// its ``TCStringJSON/timestamps(of:)``), then `googleConsentModeDenials` and `warnings`. Policy checks and consent mode signals are
  /// named by ``TCFPolicyCheck`` and ``GoogleConsentMode/parameters``, in their order, as their
  /// `Encodable` conformances name them.
  func writeJSONLine(to writer: JSONLineWriter) {
    let tc = tcString
    writer.writeObject { object in
      object.member("version", tc.version)
      let timestamps = TCStringJSON.timestamps(of: tc)
      object.member("created", timestamps.created)
      object.member("lastUpdated", timestamps.lastUpdated)
      object.member("cmpId", tc.cmpId)
      object.member("cmpVersion", tc.cmpVersion)
      object.member("consentScreen", tc.consentScreen)
      object.member("consentLanguage", tc.consentLanguage)
      object.member("vendorListVersion", tc.vendorListVersion)
      object.member("tcfPolicyVersion", tc.tcfPolicyVersion)
      object.member("isServiceSpecific", tc.isServiceSpecific)
      object.member("useNonStandardTexts", tc.useNonStandardTexts)
      object.member("specialFeatureOptIns", tc.specialFeatureOptIns)
      object.member("purposesConsent", tc.purposesConsent)
      object.member("purposesLITransparency", tc.purposesLITransparency)
      object.member("purposeOneTreatment", tc.purposeOneTreatment)
      object.member("publisherCC", tc.publisherCC)
      object.object("vendorConsents") { Self.write(tc.vendorConsents, to: $0) }
      object.object("vendorLegitimateInterests") {
        Self.write(tc.vendorLegitimateInterests, to: $0)
      }
      object.objects("publisherRestrictions", tc.publisherRestrictions) { entry, members in
        members.member("purposeId", entry.purposeId)
        members.member("restrictionType", entry.restrictionType.rawValue)
        members.member("vendorIds", entry.vendorIds)
      }
      if let disclosed = tc.disclosedVendors {
        object.object("disclosedVendors") { section in
          section.member("maxVendorId", disclosed.maxVendorId)
          section.member("ids", disclosed.ids)
        }
      } else {
        object.null("disclosedVendors")
      }
      if let allowed = tc.allowedVendorsLegacy {
        object.member("allowedVendorsLegacy", allowed.ids)
      } else {
        object.null("allowedVendorsLegacy")
      }
      if let publisher = tc.publisherTC {
        object.object("publisherTC") { segment in
          segment.member("pubPurposesConsent", publisher.pubPurposesConsent)
          segment.member("pubPurposesLITransparency", publisher.pubPurposesLITransparency)
          segment.member("numCustomPurposes", publisher.numCustomPurposes)
          segment.member("customPurposesConsent", publisher.customPurposesConsent)
          segment.member("customPurposesLITransparency", publisher.customPurposesLITransparency)
        }
      } else {
        object.null("publisherTC")
      }
      object.member("createdEpochDeciseconds", tc.createdDeciseconds)
      object.member("lastUpdatedEpochDeciseconds", tc.lastUpdatedDeciseconds)
      object.member("segmentCount", tc.segmentCount)
      let checks = tc.policyChecks
      object.object("policyChecks") { facts in
        for check in TCFPolicyCheck.allCases { facts.member(named: check.rawValue, checks[check]) }
      }
      object.object("googleConsentMode") { signals in
        for (name, status) in googleConsentMode.parameters {
          signals.member(named: name, status.rawValue)
        }
      }
      object.object("googleConsentModeDenials") { denied in
        for (name, reason) in denials { denied.member(named: name, reason) }
      }
      if !warnings.isEmpty { object.member("warnings", warnings) }
    }
  }

  /// `{"maxVendorId":…,"isRangeEncoding":…,"ids":[…]}`.
  private static func write(_ section: VendorSet, to members: JSONLineWriter.Members) {
    members.member("maxVendorId", section.maxVendorId)
    members.member("isRangeEncoding", section.isRangeEncoding)
    members.member("ids", section.ids)
  }
}

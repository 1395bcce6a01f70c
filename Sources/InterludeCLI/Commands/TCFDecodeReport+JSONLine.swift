import InterludeConsent

extension TCFDecodeReport: JSONLineWritable {
  /// Writes the report as its `encode(to:)` does, member for member: the fields of
  /// ``TCStringJSON`` in its order, then `googleConsentModeDenials` and `warnings`. Policy
  /// checks and consent mode signals are named by ``TCFPolicyCheck`` and
  /// ``GoogleConsentMode/parameters``, in their order, as their `Encodable` conformances name
  /// them.
  func writeJSONLine(to writer: JSONLineWriter) {
    writer.writeObject { object in
      object.member("version", fields.version)
      object.member("created", fields.created)
      object.member("lastUpdated", fields.lastUpdated)
      object.member("cmpId", fields.cmpId)
      object.member("cmpVersion", fields.cmpVersion)
      object.member("consentScreen", fields.consentScreen)
      object.member("consentLanguage", fields.consentLanguage)
      object.member("vendorListVersion", fields.vendorListVersion)
      object.member("tcfPolicyVersion", fields.tcfPolicyVersion)
      object.member("isServiceSpecific", fields.isServiceSpecific)
      object.member("useNonStandardTexts", fields.useNonStandardTexts)
      object.member("specialFeatureOptIns", fields.specialFeatureOptIns)
      object.member("purposesConsent", fields.purposesConsent)
      object.member("purposesLITransparency", fields.purposesLITransparency)
      object.member("purposeOneTreatment", fields.purposeOneTreatment)
      object.member("publisherCC", fields.publisherCC)
      object.object("vendorConsents") { Self.write(fields.vendorConsents, to: $0) }
      object.object("vendorLegitimateInterests") {
        Self.write(fields.vendorLegitimateInterests, to: $0)
      }
      object.objects("publisherRestrictions", fields.publisherRestrictions) { entry, members in
        members.member("purposeId", entry.purposeId)
        members.member("restrictionType", entry.restrictionType)
        members.member("vendorIds", entry.vendorIds)
      }
      if let disclosed = fields.disclosedVendors {
        object.object("disclosedVendors") { section in
          section.member("maxVendorId", disclosed.maxVendorId)
          section.member("ids", disclosed.ids)
        }
      } else {
        object.null("disclosedVendors")
      }
      if let allowed = fields.allowedVendorsLegacy {
        object.member("allowedVendorsLegacy", allowed)
      } else {
        object.null("allowedVendorsLegacy")
      }
      if let publisher = fields.publisherTC {
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
      object.member("createdEpochDeciseconds", fields.createdEpochDeciseconds)
      object.member("lastUpdatedEpochDeciseconds", fields.lastUpdatedEpochDeciseconds)
      object.member("segmentCount", fields.segmentCount)
      if let checks = fields.policyChecks {
        object.object("policyChecks") { facts in
          for check in TCFPolicyCheck.allCases { facts.member(check.rawValue, checks[check]) }
        }
      }
      if let mode = fields.googleConsentMode {
        object.object("googleConsentMode") { signals in
          for (name, status) in mode.parameters { signals.member(name, status.rawValue) }
        }
      }
      object.object("googleConsentModeDenials") { denied in
        for (name, reason) in denials { denied.member(name, reason) }
      }
      if !warnings.isEmpty { object.member("warnings", warnings) }
    }
  }

  /// `{"maxVendorId":…,"isRangeEncoding":…,"ids":[…]}`.
  private static func write(
    _ section: TCStringJSON.VendorSection, to members: JSONLineWriter.Members
  ) {
    members.member("maxVendorId", section.maxVendorId)
    members.member("isRangeEncoding", section.isRangeEncoding)
    members.member("ids", section.ids)
  }
}

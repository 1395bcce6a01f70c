import Foundation

extension GPPTCFCAv1Section {
  /// The fields under the specification's names, in string order: the core's, then the
  /// publisher purposes subsection's (from `PubPurposesSegmentType`, 3) and the disclosed
  /// vendors subsection's (`DisclosedVendorsSegmentType`, 1, and `DisclosedVendors`) when the
  /// section has them. `Created` and `LastUpdated` are ISO 8601 text.
  package var fields: [GPPField] {
    var fields = [
      GPPField("Version", .int(version)),
      GPPField("Created", .string(TCFTimestamp.iso8601(deciseconds: createdDeciseconds))),
      GPPField(
        "LastUpdated", .string(TCFTimestamp.iso8601(deciseconds: lastUpdatedDeciseconds))),
      GPPField("CmpId", .int(cmpId)),
      GPPField("CmpVersion", .int(cmpVersion)),
      GPPField("ConsentScreen", .int(consentScreen)),
      GPPField("ConsentLanguage", .string(consentLanguage)),
      GPPField("VendorListVersion", .int(vendorListVersion)),
      GPPField("TcfPolicyVersion", .int(tcfPolicyVersion)),
      GPPField("UseNonStandardStacks", .bool(useNonStandardStacks)),
      GPPField("SpecialFeatureExpressConsent", .bools(specialFeatureExpressConsent)),
      GPPField("PurposesExpressConsent", .bools(purposesExpressConsent)),
      GPPField("PurposesImpliedConsent", .bools(purposesImpliedConsent)),
      GPPField("VendorExpressConsent", .ints(vendorExpressConsent)),
      GPPField("VendorImpliedConsent", .ints(vendorImpliedConsent)),
      GPPField("PubRestrictions", .rangeEntries(pubRestrictions)),
    ]
    if let publisherPurposes {
      fields += [
        GPPField("PubPurposesSegmentType", .int(GPPTCFCAv1PublisherPurposes.subsectionType)),
        GPPField("PubPurposesExpressConsent", .bools(publisherPurposes.purposesExpressConsent)),
        GPPField("PubPurposesImpliedConsent", .bools(publisherPurposes.purposesImpliedConsent)),
        GPPField(
          "NumCustomPurposes", .int(publisherPurposes.customPurposesExpressConsent.count)),
        GPPField(
          "CustomPurposesExpressConsent",
          .bools(publisherPurposes.customPurposesExpressConsent)),
        GPPField(
          "CustomPurposesImpliedConsent",
          .bools(publisherPurposes.customPurposesImpliedConsent)),
      ]
    }
    if let disclosedVendors {
      fields += [
        GPPField("DisclosedVendorsSegmentType", .int(Self.disclosedVendorsSubsectionType)),
        GPPField("DisclosedVendors", .ints(disclosedVendors)),
      ]
    }
    return fields
  }

  /// Builds the section from its fields keyed by name, as ``fields`` lists them: every core
  /// field, and each subsection's fields all or none. A datetime is ISO 8601 text; an empty
  /// bitfield or list may come as an empty list of numbers (as JSON gives it back).
  ///
  /// - Throws: ``GPPError`` attributed to section 5 for a missing, unknown or mistyped field,
  ///   a segment type other than the subsection's, or a `NumCustomPurposes` that is not the
  ///   number of custom purposes.
  init(fields: [String: GPPFieldValue]) throws(GPPError) {
    do throws(GPPError) {
      var remaining = GPPFieldTaker(fields: fields)
      self.init(date: Date(timeIntervalSince1970: 0))
      version = try remaining.int("Version")
      createdDeciseconds = try remaining.datetime("Created")
      lastUpdatedDeciseconds = try remaining.datetime("LastUpdated")
      cmpId = try remaining.int("CmpId")
      cmpVersion = try remaining.int("CmpVersion")
      consentScreen = try remaining.int("ConsentScreen")
      consentLanguage = try remaining.string("ConsentLanguage")
      vendorListVersion = try remaining.int("VendorListVersion")
      tcfPolicyVersion = try remaining.int("TcfPolicyVersion")
      useNonStandardStacks = try remaining.bool("UseNonStandardStacks")
      specialFeatureExpressConsent = try remaining.bools("SpecialFeatureExpressConsent")
      purposesExpressConsent = try remaining.bools("PurposesExpressConsent")
      purposesImpliedConsent = try remaining.bools("PurposesImpliedConsent")
      vendorExpressConsent = try remaining.ints("VendorExpressConsent")
      vendorImpliedConsent = try remaining.ints("VendorImpliedConsent")
      pubRestrictions = try remaining.rangeEntries("PubRestrictions")
      publisherPurposes = nil
      if remaining.has("PubPurposesSegmentType") {
        try remaining.segmentType(
          "PubPurposesSegmentType", GPPTCFCAv1PublisherPurposes.subsectionType)
        var purposes = GPPTCFCAv1PublisherPurposes()
        purposes.purposesExpressConsent = try remaining.bools("PubPurposesExpressConsent")
        purposes.purposesImpliedConsent = try remaining.bools("PubPurposesImpliedConsent")
        let count = try remaining.int("NumCustomPurposes")
        purposes.customPurposesExpressConsent = try remaining.bools("CustomPurposesExpressConsent")
        purposes.customPurposesImpliedConsent = try remaining.bools("CustomPurposesImpliedConsent")
        guard purposes.customPurposesExpressConsent.count == count else {
          throw GPPError(
            .invalidSection,
            detail: "NumCustomPurposes is \(count) but CustomPurposesExpressConsent has "
              + "\(purposes.customPurposesExpressConsent.count) values")
        }
        publisherPurposes = purposes
      }
      if remaining.has("DisclosedVendorsSegmentType") {
        try remaining.segmentType(
          "DisclosedVendorsSegmentType", Self.disclosedVendorsSubsectionType)
        disclosedVendors = try remaining.ints("DisclosedVendors")
      }
      try remaining.finish()
    } catch {
      throw error.inSection(Self.sectionID)
    }
  }
}

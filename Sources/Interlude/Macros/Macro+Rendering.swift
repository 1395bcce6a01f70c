import Foundation

/// How each macro's value is taken from a ``MacroContext`` and written.
extension Macro {
  /// Writes the value of this macro, percent-encoded, `-1` when unknown and `-2` when
  /// withheld by privacy.
  func write(_ context: MacroContext, now: () -> Date, into writer: inout MacroWriter) {
    switch self {
    case .timestamp:
      MacroTimestamp.write(context.timestamp ?? now(), timeZone: context.timeZone, into: &writer)
    case .cacheBusting:
      writer.appendInteger(10_000_000 + Int(context.randomNumber() % 90_000_000))
    case .contentPlayhead: writeTime(context.contentPlayhead ?? context.mediaPlayhead, &writer)
    case .mediaPlayhead: writeTime(context.mediaPlayhead ?? context.contentPlayhead, &writer)
    case .adPlayhead: writeTime(context.adPlayhead, &writer)
    case .breakPosition: writeInteger(context.breakPosition?.rawValue, &writer)
    case .blockedAdCategories: writeList(context.blockedAdCategories, &writer)
    case .adCategories: writeList(context.adCategories, &writer)
    case .adCount: writeInteger(context.adCount, &writer)
    case .transactionId: writeString(context.transactionId, &writer)
    case .placementType: writeInteger(context.placementType, &writer)
    case .adType: writeString(context.adType?.rawValue, &writer)
    case .universalAdId: writeUniversalAdIds(context.universalAdIds, &writer)
    case .breakMaxDuration: writeInteger(context.breakMaxDuration, &writer)
    case .breakMaxAds: writeInteger(context.breakMaxAds, &writer)
    case .breakMinAdLength: writeInteger(context.breakMinAdLength, &writer)
    case .breakMaxAdLength: writeInteger(context.breakMaxAdLength, &writer)
    case .ifa, .ifaType, .limitAdTracking, .regulations, .gdprConsent, .gppString,
      .gppSectionId:
      writePrivacy(context.privacy, &writer)
    case .clientUA: writeString(context.clientUserAgent, &writer)
    case .serverUA, .deviceIP, .latLong: writer.appendUnknown()
    case .deviceUA: writeString(context.device.userAgent, &writer)
    case .serverSide: writer.appendInteger(context.serverSide)
    case .domain: writeString(context.domain, &writer)
    case .pageURL: writeString(context.pageURL, &writer)
    case .appBundle: writeString(context.device.appBundle, &writer)
    case .storeId: writeString(context.storeId, &writer)
    case .storeURL: writeString(context.storeURL, &writer)
    case .vastVersions: writer.appendList(context.vastVersions)
    case .apiFrameworks: writer.appendList(context.apiFrameworks)
    case .extensions: writer.appendEncodedList(context.extensions)
    case .verificationVendors: writer.appendEncodedList(context.verificationVendors)
    case .omidPartner: writeString(context.omidPartner, &writer)
    case .mediaMime: writer.appendEncodedList(context.mediaMime)
    case .playerCapabilities:
      writeFlags(context.playerCapabilities, MacroContext.PlayerCapabilities.names, &writer)
    case .clickType: writeInteger(context.clickType?.rawValue, &writer)
    case .playbackMethods: writeIntegers(context.playbackMethods, &writer)
    case .playerState: writeFlags(context.playerState, MacroContext.PlayerState.names, &writer)
    case .inventoryState:
      writeFlags(context.inventoryState, MacroContext.InventoryState.names, &writer)
    case .playerSize:
      writePair(context.device.playerSize.map { ($0.width, $0.height) }, &writer)
    case .assetURI: writeString(context.assetURI, &writer)
    case .contentId: writeString(context.contentId, &writer)
    case .contentURI: writeString(context.contentURI, &writer)
    case .contentCategories: writeList(context.contentCategories, &writer)
    case .podSequence: writeInteger(context.podSequence, &writer)
    case .adServingId: writeString(context.adServingId, &writer)
    case .clickPosition:
      writePair(context.clickPosition.map { ($0.x, $0.y) }, &writer)
    case .errorCode: writer.appendInteger((context.errorCode ?? .undefined).rawValue)
    case .reason: writeInteger(context.reason?.rawValue, &writer)
    }
  }

  /// The consent-dependent macros. The rules, in one place:
  ///
  /// - `IFA`: the identifier when it may be sent (present, tracking allowed, not limited ads),
  ///   else `-2`. `IFATYPE`: its type when `IFA` is sent (`-1` if the type is unknown), else `-2`.
  /// - `LIMITADTRACKING`: `1` or `0`, always known.
  /// - `REGULATIONS`: the listed regulations, plus `gdpr` when GDPR applies; `-1` when none.
  /// - `GDPRCONSENT`, `GPPSTRING`, `GPPSECTIONID`: the value as the CMP stored it; without one,
  ///   `-1`. The SDK never holds back a consent string it has, so a missing one is unknown
  ///   (`-1`), never withheld (`-2`); the ad server reads the refusal from `npa`, `ltd` and the
  ///   identifier macros, which are `-2` whenever consent withholds the identifier.
  private func writePrivacy(_ privacy: PrivacySignals, _ writer: inout MacroWriter) {
    switch self {
    case .ifa:
      if let identifier = privacy.sendableAdvertisingIdentifier {
        writer.appendEncoded(identifier)
      } else {
        writer.appendWithheld()
      }
    case .ifaType:
      if privacy.sendableAdvertisingIdentifier == nil {
        writer.appendWithheld()
      } else {
        writeString(privacy.advertisingIdentifierType, &writer)
      }
    case .limitAdTracking: writer.appendInteger(privacy.limitAdTracking ? 1 : 0)
    case .regulations:
      var regulations = privacy.regulations
      if privacy.gdprApplies == true && !regulations.contains("gdpr") {
        regulations.append("gdpr")
      }
      writeList(regulations.isEmpty ? nil : regulations, &writer)
    case .gdprConsent: writeString(privacy.tcString, &writer)
    case .gppString: writeString(privacy.gppString, &writer)
    case .gppSectionId:
      if privacy.gppSectionIDs.isEmpty {
        writer.appendUnknown()
      } else {
        writer.appendList(privacy.gppSectionIDs)
      }
    default: writer.appendUnknown()
    }
  }

  private func writeTime(_ seconds: Double?, _ writer: inout MacroWriter) {
    guard let seconds, seconds.isFinite else { return writer.appendUnknown() }
    writer.appendEncoded(VASTTime.string(from: seconds))
  }

  private func writeInteger(_ value: Int?, _ writer: inout MacroWriter) {
    guard let value else { return writer.appendUnknown() }
    writer.appendInteger(value)
  }

  /// `x,y` or `width,height`.
  private func writePair(_ pair: (Int, Int)?, _ writer: inout MacroWriter) {
    guard let pair else { return writer.appendUnknown() }
    writer.appendInteger(pair.0)
    writer.appendRaw(UInt8(ascii: ","))
    writer.appendInteger(pair.1)
  }

  private func writeIntegers(_ values: [Int]?, _ writer: inout MacroWriter) {
    guard let values else { return writer.appendUnknown() }
    writer.appendList(values)
  }

  private func writeString(_ value: String?, _ writer: inout MacroWriter) {
    guard let value, !value.isEmpty else { return writer.appendUnknown() }
    writer.appendEncoded(value)
  }

  private func writeList(_ values: [String]?, _ writer: inout MacroWriter) {
    guard let values else { return writer.appendUnknown() }
    writer.appendEncodedList(values)
  }

  private func writeFlags<Flags: OptionSet>(
    _ flags: Flags?, _ names: [(Flags, String)], _ writer: inout MacroWriter
  ) where Flags.Element == Flags {
    guard let flags else { return writer.appendUnknown() }
    writer.appendEncodedList(names.lazy.filter { flags.contains($0.0) }.map(\.1))
  }

  /// `registry value` per id, comma-joined; `unknown` stands in for a missing registry.
  private func writeUniversalAdIds(_ ids: [UniversalAdId], _ writer: inout MacroWriter) {
    guard !ids.isEmpty else { return writer.appendUnknown() }
    for (index, id) in ids.enumerated() {
      if index > 0 { writer.appendRaw(UInt8(ascii: ",")) }
      writer.appendEncoded(id.registry.flatMap { $0.isEmpty ? nil : $0 } ?? "unknown")
      writer.appendEncoded(UInt8(ascii: " "))
      writer.appendEncoded(id.value)
    }
  }
}

import Foundation
import Interlude
import InterludeConsent

/// The consent state `simulate` runs under: the keys a CMP would have stored (`--gdpr`,
/// `--tcf`, `--gpp`, `--usp`), the ATT answer (`--att`) and the device's identifier
/// (`--idfa`), turned into the signals the SDK computes on a device.
struct SimulatedConsent {
  /// The keys as a CMP would have written them.
  let store = InMemoryConsentStore()
  /// The ATT answer (notDetermined when not given).
  let tracking: TrackingAuthorizationStatus
  /// The identifier the device would return, if any.
  let advertisingIdentifier: String?
  /// Whether any consent option was given; without one the session runs with everything
  /// withheld, as the SDK does before the app supplies signals.
  let isConfigured: Bool

  init(arguments: ParsedArguments) throws {
    let names = ["att", "idfa", "gdpr", "tcf", "gpp", "usp"]
    isConfigured = names.contains { arguments.value(of: $0) != nil }
    if let text = arguments.value(of: "att") {
      guard let status = TrackingAuthorizationStatus(rawValue: text) else {
        throw CLIError.usage(
          "--att is one of notDetermined, restricted, denied, authorized, unavailable")
      }
      tracking = status
    } else {
      tracking = .notDetermined
    }
    advertisingIdentifier = try arguments.value(of: "idfa").map(Self.identifier)
    var batch = ConsentStoreBatch()
    if let gdpr = arguments.value(of: "gdpr") {
      guard gdpr == "0" || gdpr == "1" else { throw CLIError.usage("--gdpr takes 0 or 1") }
      batch.set(gdpr == "1" ? 1 : 0, forKey: IABTCFKeys.gdprApplies)
    }
    if let tcf = arguments.value(of: "tcf") {
      do {
        _ = try TCStringDecoder().decode(tcf)
      } catch {
        throw CLIError.usage(
          "--tcf is not a usable TC string: \(ErrorSentence.describe(error))")
      }
      batch.set(tcf, forKey: IABTCFKeys.tcString)
    }
    if let gpp = arguments.value(of: "gpp") {
      // Stored as a CMP stores it: every IABGPP_ key, and the US Privacy string it derives
      // (which --usp replaces).
      do {
        batch.append(contentsOf: try IABTCFStorage(store: store).gppBatch(for: gpp))
      } catch {
        throw CLIError.usage(
          "--gpp is not a usable GPP string: \(ErrorSentence.describe(error))")
      }
    }
    if let usp = arguments.value(of: "usp") {
      do {
        _ = try USPrivacyString(validating: usp)
      } catch {
        throw CLIError.usage(
          "--usp is not a usable US Privacy string: \(ErrorSentence.describe(error))")
      }
      batch.set(usp, forKey: IABTCFKeys.usPrivacyString)
    }
    do {
      try store.save(batch)
    } catch {
      throw CLIError.unusableInput(
        "cannot hold the consent keys: \(ErrorSentence.describe(error))")
    }
  }

  /// An `--idfa` value: a UUID, as the device's advertising identifier always is.
  private static func identifier(_ text: String) throws -> String {
    guard UUID(uuidString: text) != nil else {
      throw CLIError.usage(
        "--idfa takes a UUID, such as 6D92078A-8246-4BA4-AE5B-76104861E7DC; got \"\(text)\"")
    }
    return text
  }

  /// The signals the SDK would compute on such a device.
  func signals() -> PrivacySignals {
    guard isConfigured else { return .withheld }
    return PrivacySignals.evaluate(store: store, tracking: tracking) { advertisingIdentifier }
  }

  /// The ad-serving mode the stored keys give Google Ad Manager (vendor 755), as the SDK
  /// evaluates it; nil when no consent option was given and everything is withheld.
  func adServingMode() -> AdServingMode? {
    guard isConfigured else { return nil }
    let tcf = IABTCFStorage(store: store).readTCF()
    let decoded = tcf.tcString.flatMap { try? TCStringDecoder().decode($0) }
    return AdServingMode.evaluate(gdprApplies: tcf.gdprApplies, tcString: decoded)
  }

  /// Whether GDPR applies, as stored (nil when unknown).
  func gdprApplies() -> Bool? {
    IABTCFStorage(store: store).readTCF().gdprApplies
  }

  /// What makes the stored US signals an opt-out of sale, sharing or targeted advertising, one
  /// entry per signal (`us_privacy OptOutSale=Y`, `usnat SaleOptOut=1`, `usca Gpc`, or
  /// `ustx unreadable` for a US section that cannot be read); empty when there is none.
  func usOptOutReasons() -> [String] {
    let storage = IABTCFStorage(store: store)
    var reasons: [String] = []
    if let stored = storage.readUSPrivacy() {
      let decoded = try? USPrivacyString(validating: stored)
      if decoded?.hasOptedOut ?? true {
        reasons.append(decoded == nil ? "us_privacy unreadable" : "us_privacy OptOutSale=Y")
      }
    }
    guard let text = storage.readGPP().gppString else { return reasons }
    guard let gpp = try? GPPString(decoding: text) else { return reasons + ["gpp unreadable"] }
    for section in gpp.sections where section.name?.hasPrefix("us") ?? false {
      let name = section.name ?? "section \(section.id)"
      if case .raw = section {
        reasons.append("\(name) unreadable")
        continue
      }
      for field in section.fields {
        switch (field.name, field.value) {
        case ("SaleOptOut", .int(1)), ("SharingOptOut", .int(1)),
          ("TargetedAdvertisingOptOut", .int(1)):
          reasons.append("\(name) \(field.name)=1")
        case ("OptOutSale", .string("Y")): reasons.append("\(name) OptOutSale=Y")
        case ("Gpc", .bool(true)): reasons.append("\(name) Gpc")
        default: break
        }
      }
    }
    return reasons
  }
}

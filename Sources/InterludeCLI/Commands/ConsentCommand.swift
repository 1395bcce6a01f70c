import Foundation
import InterludeConsent
import InterludeInspect
import InterludeVAST

/// `interlude consent`: walks through the consent layer in the terminal and prints what the
/// choice would save (the run keeps it in memory): the TC string, the Additional Consent
/// string, the `IABTCF_` keys and the Google Consent Mode signals; `--receipts` writes the
/// decision's consent receipts as JSON.
struct ConsentCommand: Command {
  static let configuration = CommandConfiguration(
    name: "consent",
    summary: "Walk through the consent layer; print the TC string and keys to save.",
    discussion: """
      Shows the first layer (accept all, reject all, settings, and v for the vendor list) and,
      for settings, every stack, purpose, special feature, special purpose, feature and vendor
      with its texts, asking about each choice in turn; an empty answer is no. Answers are read
      one per line from standard input, so the dialogue can be scripted:
      printf 's\\ny\\n' | interlude consent. The end of input before a choice is complete
      dismisses the layer, and nothing is saved.

      --config reads a JSON configuration whose keys are ConsentConfiguration's properties
      (cmpId and vendorListVersion required); any other key is an error naming its line and
      the nearest property. language takes what --language takes, publisherCountryCode two
      letters, and cmpId, cmpVersion and vendorListVersion 0 to 4095 and tcfPolicyVersion 0
      to 63, as the TC string holds them; purposes must be 1 to 11, special features 1 or
      2, legitimateInterestPurposes may not list the consent-only purposes 1 and 3 to 6, and
      with --gvl every vendor must be in the list. Without it a demo configuration is used,
      with the unregistered CMP id 0. --gvl names a Global Vendor List (v3 JSON) for the texts
      and the vendor list; its version is written into the string. What the saved string
      breaks or should not do under the TCF policies (a CMP id of 0, say) is reported on
      standard error as a warning.

      --language picks the layer's language (a tag such as de, pt-BR or zh-Hant, or automatic);
      without it the configuration's language applies, and without that (or with automatic)
      the first of the user's preferred languages the layer has, else English. The layer's
      words come from Interlude's string catalogue; the answers typed stay a, r, s, v, y, n
      and e in every language. For a language other than English the GVL translation
      purposes-CODE.json beside the list is applied (CODE as the IAB names it: de, pt-br,
      zh). When it cannot be loaded, the layer is shown with English purposes and vendor
      texts, a warning says why, and the TC string records EN as the consent language.
      What the layer cannot show as configured (a stack missing from the list, say) is
      reported on standard error as a warning. --json prints the result as JSON. Nothing else
      is written to disk: the keys shown are those an app would save.

      The result includes the Google Consent Mode v2 signals the choice gives (ad_storage,
      analytics_storage, ad_user_data, ad_personalization), after Google's TCF mapping, and
      why each denied one is denied (vendor 755 has no consent for purpose 1…).
      --receipts writes the receipts the consent manager keeps for the decision (the JSON an
      app exports with ConsentReceiptLog.export()) to a file; nothing is sent anywhere.

      --region takes the user's region as an app would pass it (ConsentConfiguration's
      userRegion): an ISO 3166-1 country or an ISO 3166-2 subdivision. In the United States
      (us-ca, US-VA, US) the US privacy layer is shown instead: the notice, then "Do Not Sell or
      Share My Personal Information", the targeted-advertising opt-out and "Limit the Use of My
      Sensitive Personal Information" as the state's law offers them, each asked as a yes/no
      question (empty is no). The choice is written to the state's GPP section (California 8,
      Virginia 9, Colorado 10, Utah 11, Connecticut 12) or, for any other state, the national
      section (usnat, 7); the result shows the GPP string and the IABGPP_ keys. --gpc applies a
      Global Privacy Control signal: Gpc is set, and sale and sharing (and targeted advertising
      where the state's law says so) are opted out without asking. A configuration's
      debugGeography regulatedUSState with debugUSState picks the state the same way.

      EXIT STATUS: 0 when the dialogue ran (a dismissed layer included), 1 when the choice
      could not be saved (the reason is printed), 2 when the configuration or vendor list
      cannot be read or used, the receipts cannot be written or the arguments are wrong.
      """,
    arguments: [],
    options: [
      .option("config", valueName: "file", help: "The publisher's consent configuration (JSON)."),
      .option("gvl", valueName: "file", help: "A Global Vendor List v3 JSON file for names."),
      .flag("json", help: "Print the decision, strings and keys as JSON."),
      .option("receipts", valueName: "file", help: "Write the decision's receipts (JSON) here."),
      .option("region", valueName: "code", help: "The user's region (us-ca shows the US layer)."),
      .flag("gpc", help: "Apply a Global Privacy Control signal (US layer)."),
      .option(
        "language", valueName: "tag", help: "The layer's language (de, pt-BR, automatic …)."),
    ])

  /// The configuration file, if any.
  let configurationPath: String?
  /// The vendor list file, if any.
  let vendorListPath: String?
  /// Whether to print JSON.
  let json: Bool
  /// Where to write the receipts, if anywhere.
  let receiptsPath: String?
  /// The user's region, if given.
  let region: String?
  /// Whether a Global Privacy Control signal applies.
  let globalPrivacyControl: Bool
  /// The layer's language tag, or `automatic`, if given.
  let language: String?

  init(arguments: ParsedArguments) throws {
    configurationPath = arguments.value(of: "config")
    vendorListPath = arguments.value(of: "gvl")
    json = arguments.has("json")
    receiptsPath = arguments.value(of: "receipts")
    region = arguments.value(of: "region")
    globalPrivacyControl = arguments.has("gpc")
    language = arguments.value(of: "language")
    if let language, let problem = ConsentConfigurationFile.languageProblem(language) {
      throw CLIError.usage("--language \(language): \(problem)")
    }
  }

  /// The configuration used without `--config`.
  static let demoConfiguration = ConsentConfiguration(
    cmpId: 0, publisherCountryCode: "DE", vendorListVersion: 1,
    legitimateInterestPurposes: [2, 7, 8, 9, 10], specialFeatures: [1, 2], vendors: [10, 755],
    legitimateInterestVendors: [755], vendorPurposes: [10: [1, 2, 7], 755: [1, 2, 3, 4, 7]],
    gdprApplies: .yes, additionalConsentProviders: [89])

  func run(
    context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    var configuration = try loadConfiguration()
    if let region { configuration.userRegion = region }
    if let language { configuration.language = language }
    let layerLanguage = configuration.layerLanguage(preferring: context.preferredLanguages())
    let usPrivacy = configuration.usPrivacyDetermination(deviceRegion: nil)
    if let jurisdiction = usPrivacy.jurisdiction {
      return try await runUSLayer(
        jurisdiction, configuration: configuration, language: layerLanguage, context: context,
        output: &output, errors: &errors)
    }
    if globalPrivacyControl {
      throw CLIError.usage("--gpc applies to the US layer: give a US --region, such as us-ca")
    }
    let vendorList = try await loadVendorList(language: layerLanguage, errors: &errors)
    if let vendorList { configuration.vendorListVersion = vendorList.vendorListVersion }
    do {
      try configuration.validate(against: vendorList)
    } catch {
      throw CLIError.unusableInput(
        "cannot use the configuration \(configurationPath ?? "(demo)"): "
          + ErrorSentence.describe(error))
    }
    let model = ConsentLayerModel(
      configuration: configuration, vendorList: vendorList,
      texts: ConsentLayerTexts(language: layerLanguage))
    for issue in model.issues { errors.write(ErrorRenderer.warning(issue.message)) }
    var dialog = TerminalConsentDialog(model: model, readLine: context.readLine)
    // With --json the dialogue goes to standard error, so standard output stays JSON.
    let decision = json ? dialog.run(output: &errors) : dialog.run(output: &output)
    let (result, receipts, findings) = await Self.save(
      decision, configuration: configuration, consentLanguage: model.consentLanguage)
    for finding in findings {
      errors.write(ErrorRenderer.warning("the TC string: \(finding.message)"))
    }
    if let receiptsPath {
      do {
        try receipts.jsonData().write(to: URL(fileURLWithPath: receiptsPath))
      } catch {
        throw CLIError.unusableInput(
          "cannot write the receipts to \(receiptsPath): \(ErrorSentence.fileReason(error))")
      }
    }
    if let failure = result.failure {
      errors.write(ErrorRenderer.line("the choice could not be saved: \(failure)"))
    }
    if json {
      output.write(try InspectReport.stableJSON(result))
    } else if result.failure != nil {
      output.write("\nDecision: \(result.decision), not saved.\n")
    } else if result.tcString == nil {
      output.write("No choice made: nothing would be saved.\n")
    } else {
      output.write("\nDecision: \(result.decision)\n")
      output.write("TC string: \(result.tcString ?? "")\n")
      if let additionalConsent = result.additionalConsent {
        output.write("AC string: \(additionalConsent)\n")
      }
      output.write("Google consent mode: \(result.googleConsentMode.summary)\n")
      for name in result.googleConsentMode.parameters.map(\.name) {
        guard let reason = result.googleConsentModeDenials[name] else { continue }
        output.write("  \(name) denied: \(reason)\n")
      }
      output.write("Keys it would save:\n")
      for (key, value) in result.keys.sorted(by: { $0.key < $1.key }) {
        output.write("  \(key) = \(value)\n")
      }
    }
    return result.failure == nil ? .success : .invalidDocument
  }

  /// Records the decision with a ``ConsentManager`` over an in-memory store, as an app would,
  /// with the language the dialogue was shown in; the result, the receipts the manager kept
  /// and the policy findings it flags on the saved string.
  @MainActor
  private static func save(
    _ decision: ConsentDecision, configuration: ConsentConfiguration, consentLanguage: String
  ) -> (Result, ConsentReceiptExport, [TCFPolicyFinding]) {
    let store = InMemoryConsentStore()
    let manager = ConsentManager(configuration: configuration, store: store)
    manager.consentLanguage = consentLanguage
    manager.apply(decision)
    let mode = manager.googleConsentMode
    var denials: [String: String] = [:]
    if mode != .allGranted {
      // The saved string was encoded by the manager; one that does not decode has no reasons.
      let saved = manager.tcString.flatMap { try? TCStringDecoder().decode($0) }
      for (name, reason) in GoogleConsentMode.denials(gdprApplies: true, tcString: saved) {
        denials[name] = reason
      }
    }
    let result = Result(
      decision: describe(decision), tcString: manager.tcString,
      additionalConsent: manager.additionalConsentString, googleConsentMode: mode,
      googleConsentModeDenials: denials, keys: store.snapshot.mapValues(\.description),
      failure: manager.lastSaveError.map { ErrorSentence.describe($0) })
    return (result, manager.receiptLog.export(), manager.policyFindings)
  }

  private static func describe(_ decision: ConsentDecision) -> String {
    switch decision {
    case .acceptAll: return "accept all"
    case .rejectAll: return "reject all"
    case .custom: return "custom"
    case .dismissed: return "dismissed"
    }
  }

  private func loadConfiguration() throws -> ConsentConfiguration {
    guard let configurationPath else { return Self.demoConfiguration }
    return try ConsentConfigurationFile.load(path: configurationPath)
  }

  /// The vendor list, translated to `language` from `purposes-{code}.json` beside it unless
  /// the language is English. A translation that cannot be loaded is a warning: the list is
  /// shown untranslated (the layer reports it too).
  private func loadVendorList(
    language: InterludeLanguage, errors: inout some TextOutputStream
  ) async throws -> GlobalVendorList? {
    guard let vendorListPath else { return nil }
    let url = URL(fileURLWithPath: vendorListPath)
    let list: GlobalVendorList
    do {
      list = try GVLLoader().load(from: try DocumentSource.file(vendorListPath).loadFile())
    } catch {
      throw CLIError.unusableInput(
        "cannot use the vendor list \(vendorListPath): \(ErrorSentence.describe(error))")
    }
    guard let code = language.vendorListTranslationCode else { return list }
    let translation = url.deletingLastPathComponent().appendingPathComponent(
      "purposes-\(code).json")
    do {
      let data = try DocumentSource.file(translation.path).loadFile()
      return list.applying(try GVLLoader().translation(from: data, language: code))
    } catch {
      errors.write(
        ErrorRenderer.warning(
          "cannot load the vendor list translation purposes-\(code).json: "
            + ErrorSentence.describe(error)))
      return list
    }
  }

  /// What the dialogue would save, for text and JSON output.
  private struct Result: Encodable, Sendable {
    var decision: String
    var tcString: String?
    var additionalConsent: String?
    var googleConsentMode: GoogleConsentMode
    /// Each denied consent mode signal and why (vendor 755 has no consent for purpose 1…).
    var googleConsentModeDenials: [String: String]
    var keys: [String: String]
    /// Why the choice could not be saved; nil when it could (or nothing was chosen).
    var failure: String?
  }
}

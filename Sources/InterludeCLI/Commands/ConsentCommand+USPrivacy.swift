import Foundation
import InterludeConsent
import InterludeInspect

extension ConsentCommand {
  /// The US layer for a user in `jurisdiction`, in `language`: the dialogue, then what
  /// ``USPrivacyManager`` would save (the section, the GPP string and the `IABGPP_` keys).
  func runUSLayer(
    _ jurisdiction: USPrivacyJurisdiction, configuration: ConsentConfiguration,
    language: InterludeLanguage, context: CommandContext, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async throws -> ExitCode {
    let model = USPrivacyLayerModel(
      jurisdiction: jurisdiction, globalPrivacyControl: globalPrivacyControl,
      texts: USPrivacyLayerTexts(language: language))
    var dialog = TerminalUSPrivacyDialog(model: model, readLine: context.readLine)
    // With --json the dialogue goes to standard error, so standard output stays JSON.
    let choice = json ? dialog.run(output: &errors) : dialog.run(output: &output)
    let result = await Self.saveUS(
      choice, configuration: configuration, globalPrivacyControl: globalPrivacyControl)
    if let failure = result.failure {
      errors.write(ErrorRenderer.line("the choice could not be saved: \(failure)"))
    }
    if json {
      output.write(try InspectReport.stableJSON(result))
    } else if result.failure != nil {
      output.write("\nThe US choice was not saved.\n")
    } else if result.gppString == nil {
      output.write("No choice made: nothing would be saved.\n")
    } else {
      output.write("\nUS section: \(result.section) (\(result.sectionID))\n")
      output.write(
        "Opted out of: \(result.optedOut.isEmpty ? "nothing" : result.optedOut.joined(separator: ", "))\n"
      )
      output.write("GPP string: \(result.gppString ?? "")\n")
      output.write("Keys it would save:\n")
      for (key, value) in result.keys.sorted(by: { $0.key < $1.key }) {
        output.write("  \(key) = \(value)\n")
      }
    }
    return result.failure == nil ? .success : .invalidDocument
  }

  /// Records the choice with a ``USPrivacyManager`` over an in-memory store, as an app would
  /// (GPC first, then the choice); nothing for a dismissed layer.
  @MainActor
  private static func saveUS(
    _ choice: USPrivacyChoice?, configuration: ConsentConfiguration, globalPrivacyControl: Bool
  ) -> USResult {
    let store = InMemoryConsentStore()
    let manager = USPrivacyManager(configuration: configuration, store: store, deviceRegion: nil)
    let jurisdiction = manager.jurisdiction ?? .national
    var failure: String?
    if let choice {
      do throws(USPrivacyManagerError) {
        try manager.setGlobalPrivacyControl(globalPrivacyControl)
        try manager.save(choice)
      } catch {
        failure = error.description
      }
    }
    let saved = manager.choice
    return USResult(
      jurisdiction: jurisdiction.rawValue, sectionID: jurisdiction.sectionID,
      section: GPPSection.name(of: jurisdiction.sectionID) ?? "",
      globalPrivacyControl: globalPrivacyControl,
      optedOut: USPrivacyChoice.Option.allCases.filter { saved?[$0] ?? false }.map(\.rawValue),
      gppString: manager.gppString, keys: store.snapshot.mapValues(\.description),
      failure: failure)
  }

  /// What the US dialogue would save, for text and JSON output.
  struct USResult: Encodable, Sendable {
    var jurisdiction: String
    var sectionID: Int
    var section: String
    var globalPrivacyControl: Bool
    /// The options opted out of by the saved choice (as chosen; GPC's effect is in the string).
    var optedOut: [String]
    var gppString: String?
    var keys: [String: String]
    /// Why the choice could not be saved; nil when it could (or nothing was chosen).
    var failure: String?
  }
}

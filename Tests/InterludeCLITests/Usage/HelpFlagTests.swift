import Foundation
import Testing

@testable import InterludeCLI

/// The help the CLI generates from each command's configuration documents exactly the flags the
/// command parses.
@Suite("Help documents every flag, and only flags that exist")
struct HelpFlagTests {
  /// Every command's configuration, as `CLI.commands` lists them.
  private static let configurations: [CommandConfiguration] = CLI.commands.map {
    $0.configuration
  }

  private static let commandNames = configurations.map(\.name)

  private static func configuration(named name: String) -> CommandConfiguration? {
    configurations.first { $0.name == name }
  }

  /// Every `--name` token in `text`.
  private static func flags(in text: String) -> Set<String> {
    var found: Set<String> = []
    var rest = Substring(text)
    while let range = rest.range(of: "--") {
      let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      if let first = name.first, first.isLetter { found.insert(String(name)) }
      rest = rest[range.upperBound...]
    }
    return found
  }

  @Test("Each documented option parses, and --help asks for help", arguments: commandNames)
  func documentedOptionsParse(name: String) async throws {
    let configuration = try #require(Self.configuration(named: name))
    let help = await runCLI([name, "--help"])
    #expect(help.status == .success)
    #expect(help.output == HelpGenerator.help(for: configuration))
    let scanner = ArgumentScanner(configuration: configuration)
    for option in configuration.options {
      #expect(help.output.contains(option.synopsis), "\(name) --help lists --\(option.name)")
      var spellings = ["--\(option.name)"]
      if let short = option.shortName { spellings.append("-\(short)") }
      for spelling in spellings {
        let arguments = option.valueName == nil ? [spelling] : [spelling, "value"]
        let scanned = try scanner.scan(
          arguments + ["x", "y"].prefix(configuration.arguments.count))
        #expect(
          scanned.has(option.name) || scanned.value(of: option.name) == "value",
          "\(name) \(spelling) parses")
      }
    }
  }

  @Test("Every flag the help mentions is one the command accepts", arguments: commandNames)
  func noUndocumentedFlags(name: String) throws {
    let configuration = try #require(Self.configuration(named: name))
    let help = HelpGenerator.help(for: configuration)
    let accepted = Set(configuration.options.map(\.name) + ["help"])
    #expect(Self.flags(in: help).subtracting(accepted).isEmpty, "\(name) --help")
  }

  @Test("lint documents --follow and --send-pixels, and both parse")
  func lintFollow() async {
    let help = await runCLI(["lint", "--help"])
    #expect(help.output.contains("--follow"))
    #expect(help.output.contains("--send-pixels"))
    let withoutFollow = await runCLI(["lint", "--send-pixels", "x.xml"])
    #expect(withoutFollow.errors.hasPrefix("interlude: --send-pixels needs --follow\n"))
    #expect(withoutFollow.status == .unusableInput)
  }
}

import Testing

@testable import InterludeCLI

/// A repeatable option keeps every value in the order given; any other option keeps the last
/// one; help and usage mark the repeatable one with `…`.
@Suite("Arguments: repeatable options")
struct RepeatableOptionTests {
  private static let configuration = CommandConfiguration(
    name: "test", summary: "A test command.", discussion: "",
    arguments: [ArgumentSpec(name: "input", help: "An input.", isOptional: true)],
    options: [
      .option("fault", valueName: "fault", repeatable: true, help: "A fault; repeat for more."),
      .option("seed", valueName: "N", help: "A seed."),
      .flag("json", help: "JSON."),
    ])

  @Test("A repeatable option keeps every value, in order, however it is spelled")
  func repeatableKeepsEveryValue() throws {
    let parsed = try ArgumentScanner(configuration: Self.configuration).scan([
      "--fault", "destroy@STARTED#2", "in.xml", "--fault=stall:3@00:02:20", "--json",
      "--fault", "error",
    ])
    #expect(parsed.values(of: "fault") == ["destroy@STARTED#2", "stall:3@00:02:20", "error"])
    #expect(parsed.value(of: "fault") == "error")
    #expect(parsed.positionals == ["in.xml"])
    #expect(parsed.has("json"))
  }

  @Test("Any other option given twice keeps the last value; an absent option has no values")
  func otherOptionsLastWins() throws {
    let parsed = try ArgumentScanner(configuration: Self.configuration).scan([
      "--seed", "1", "--fault", "error", "--seed=2",
    ])
    #expect(parsed.value(of: "seed") == "2")
    #expect(parsed.values(of: "seed") == ["2"])
    #expect(parsed.values(of: "fault") == ["error"])
    let empty = try ArgumentScanner(configuration: Self.configuration).scan([])
    #expect(empty.values(of: "fault").isEmpty)
    #expect(empty.value(of: "fault") == nil)
  }

  @Test("A repeatable option without a value is still a missing value")
  func missingValue() {
    #expect(throws: ParserError.missingValue(option: "--fault")) {
      try ArgumentScanner(configuration: Self.configuration).scan(["--fault", "error", "--fault"])
    }
  }

  @Test("Usage and help show a repeatable option with …, and no other")
  func helpMarksRepeatable() {
    let usage = HelpGenerator.usage(for: Self.configuration)
    #expect(usage == "interlude test [<input>] [--fault <fault> …] [--seed <N>] [--json]")
    let help = HelpGenerator.help(for: Self.configuration)
    #expect(help.contains("\n  --fault <fault> …       A fault; repeat for more.\n"))
    #expect(help.contains("\n  --seed <N>              A seed.\n"))
  }
}

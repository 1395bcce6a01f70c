import Foundation
import InterludeSimulation

/// Dispatches `interlude-bench SUITE [--json]`.
enum BenchmarkCommand {
  static let usage = """
    USAGE: interlude-bench <suite> [--json] [--rounds N]

    SUITES:
      parse   Parse the fixture corpus with Interlude's VAST/VMAP parser and with an XMLParser
              pass whose callbacks do nothing (the floor for any FoundationXML parser).
      load    Time to loaded of AdsLoader.requestAds over real HTTP (local server, 50 ms per
              request): a VMAP pre-roll pod of 3 ads, each behind 3 fetched hops, against the
              critical-path bound and a one-request-at-a-time baseline. Needs python3.
      session CPU time and peak memory of SessionSimulator playing a two-hour VMAP with 40
              breaks of 3 ads (half inline, half fetched through an AdTagURI, a few wrapped),
              against targets of under 1 s and under 50 MB. --rounds defaults to 5 here.
      tcf     TC string decode and encode throughput: a typical string and a GVL-sized one
              (bitfield and ranges); PASS or FAIL against targets of 200 000 decodes/s and
              100 000 encodes/s for the typical one.
      lines   interlude tcf decode --lines end to end: the release interlude beside the bench
              decodes a log of 200 000 TC strings to JSON Lines; wall and CPU time per run and
              the load average; PASS or FAIL against a target of 100 000 lines/s. Build
              interlude first: swift build -c release --product interlude. --rounds defaults
              to 5 here.
      gpp     GPP string decode throughput with US sections (usnat and state sections from the
              GPP tests), every section's fields read; median decodes per second.
      stress  1 000 ad sessions at once in one process over real HTTP (local server), three
              waves: each session completes or fails with a code, and the live heap after the
              last wave is where the first left it (resident memory near the baseline). Fails
              on Linux until FoundationNetworking's leak is fixed (Docs/KnownIssues.md;
              Scripts/stress-upstream-fix). --rounds sets the number of sessions. Needs python3.

    Build with `swift run -c release interlude-bench <suite>`: debug builds are not meaningful.
    The corpus is ../shared/fixtures/vast when present, else the repository's Examples folder.
    """

  static func run(arguments: [String]) -> Int32 {
    var remaining = arguments
    let json = remaining.contains("--json")
    remaining.removeAll { $0 == "--json" }
    var rounds: Int?
    if let index = remaining.firstIndex(of: "--rounds") {
      guard index + 1 < remaining.count, let value = Int(remaining[index + 1]), value > 0 else {
        printError("--rounds takes a positive whole number")
        return 2
      }
      rounds = value
      remaining.removeSubrange(index...(index + 1))
    }
    if remaining.contains("--help") || remaining.contains("-h") {
      print(usage)
      return 0
    }
    switch remaining.first {
    case "parse":
      do {
        let corpus = try BenchmarkCorpus.load()
        let result = ParseBenchmark(corpus: corpus, rounds: rounds ?? 15).run()
        print(json ? result.json() : result.text())
        return 0
      } catch {
        printError("\(error)")
        return 2
      }
    case "load":
      LoadBenchmark.runAndExit(rounds: rounds ?? 15, json: json)
    case "session":
      SessionBenchmark.runAndExit(rounds: rounds ?? 5, json: json)
    case "lines":
      do throws(BenchmarkFailure) {
        let result = try LinesBenchmark.run(rounds: rounds ?? 5)
        print(json ? result.json() : result.text())
        return 0
      } catch {
        printError(error.description)
        return error.exitCode
      }
    case "stress":
      StressBenchmark.runAndExit(sessions: rounds ?? 1_000, json: json)
    case "tcf":
      do {
        let result = try TCFBenchmark(rounds: rounds ?? 15).run()
        print(json ? result.json() : result.text())
        return 0
      } catch {
        printError("\(error)")
        return 2
      }
    case "gpp":
      do {
        let result = try GPPBenchmark(rounds: rounds ?? 15).run()
        print(json ? result.json() : result.text())
        return 0
      } catch {
        printError("\(error)")
        return 2
      }
    default:
      printError(usage)
      return 2
    }
  }

  private static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}

import Foundation
import Interlude

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a queue on a journal, enqueues beacons `--from`..<`--count` to `--base`/beacon/<n>
/// with ids `b<n>`, waits until the queue is empty, and exits.
///
/// Lines on standard output: `READY live=… interrupted=… settled=… torn=… skipped=…` after
/// recovery; `E <n> new|known` after each enqueue returned (`known`: the journal already had the
/// id); `S`, `A`, `F` from ``AnnouncingTransport``; `D <n> <status>` once the delivered mark is
/// written; `R <n> <failure>` a retry scheduled; `X <n> <reason>` dropped; `C <before> <after>`
/// compacted; `J <message>` journal failure; `ENQUEUED`; `DONE`.
@MainActor
enum CrashHelper {
  static let usage = """
    usage: interlude-beacon-crash-helper --journal PATH --base URL --count N [--from K]
             [--burst 4] [--pace-ms 2] [--in-flight 4] [--compaction-threshold 64]
             [--initial-delay 0.02] [--max-delay 0.2]
    """

  static func run(arguments: [String]) async -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    watchParent()
    let options = self.options(arguments) ?? [:]
    guard let journal = options["journal"], let base = options["base"],
      let count = options["count"].flatMap(Int.init)
    else {
      FileHandle.standardError.write(Data((usage + "\n").utf8))
      return 64
    }
    func number(_ name: String, _ fallback: Double) -> Double {
      options[name].flatMap(Double.init) ?? fallback
    }
    let output = LineWriter()
    var configuration = BeaconQueueConfiguration(
      capacity: max(count, 1) + 16, maxInFlight: Int(number("in-flight", 4)),
      expiry: .seconds(3_600), requestTimeout: .seconds(5),
      retry: RetryPolicy(
        initialDelay: .seconds(number("initial-delay", 0.02)),
        maxDelay: .seconds(number("max-delay", 0.2)), maxAttempts: 20))
    configuration.compactionThreshold = Int(number("compaction-threshold", 64))
    let transport = AnnouncingTransport(
      base: URLSessionTransport(userAgent: "InterludeBeaconCrashHelper/1"), output: output)
    let queue: BeaconQueue
    do {
      queue = try BeaconQueue(
        journal: URL(fileURLWithPath: journal), transport: transport,
        configuration: configuration, userAgent: "InterludeBeaconCrashHelper/1")
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      return 2
    }
    queue.onEvent = { event in report(event, to: output) }
    let recovery = queue.recovery
    output.line(
      "READY live=\(recovery.liveBeacons) interrupted=\(recovery.interruptedAttempts) "
        + "settled=\(recovery.settledIDs) torn=\(recovery.tornBytes) "
        + "skipped=\(recovery.skippedRecords)")

    let burst = max(1, Int(number("burst", 4)))
    let pause = UInt64(max(0, number("pace-ms", 2)) * 1_000_000)
    var next = Int(number("from", 0))
    while next < count {
      for _ in 0..<burst where next < count {
        guard let url = URL(string: "\(base)/beacon/\(next)") else { return 64 }
        let priority: BeaconPriority = next % 5 == 0 ? .impression : .quartile
        let accepted = queue.enqueue(url, id: "b\(next)", priority: priority)
        output.line("E \(next) \(accepted ? "new" : "known")")
        next += 1
      }
      try? await Task.sleep(nanoseconds: pause)
    }
    output.line("ENQUEUED")
    await queue.waitUntilEmpty()
    await queue.close()
    output.line("DONE")
    return 0
  }

  /// `--name value` pairs by name; nil when anything else is left over.
  static func options(_ arguments: [String]) -> [String: String]? {
    var options: [String: String] = [:]
    var index = 0
    while index + 1 < arguments.count, arguments[index].hasPrefix("--") {
      options[String(arguments[index].dropFirst(2))] = arguments[index + 1]
      index += 2
    }
    return index == arguments.count ? options : nil
  }

  /// Exits when the process that started the helper dies, so that a killed test run leaves no
  /// helper retrying behind it.
  static func watchParent() {
    let parent = getppid()
    Thread.detachNewThread {
      while getppid() == parent {
        Thread.sleep(forTimeInterval: 0.25)
      }
      exit(3)
    }
  }

  private static func report(_ event: BeaconQueueEvent, to output: LineWriter) {
    switch event {
    case .delivered(let beacon, let status):
      output.line("D \(beacon.url.lastPathComponent) \(status ?? 0)")
    case .retryScheduled(let beacon, _, let failure):
      output.line("R \(beacon.url.lastPathComponent) \(failure)")
    case .dropped(let beacon, let reason):
      output.line("X \(beacon.url.lastPathComponent) \(reason.name)")
    case .compacted(let before, let after):
      output.line("C \(before) \(after)")
    case .journalFailed(let message):
      output.line("J \(message)")
    case .duplicateIgnored, .recovered:
      break
    }
  }
}

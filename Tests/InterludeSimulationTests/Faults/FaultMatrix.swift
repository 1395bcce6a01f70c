import Foundation
import Interlude
import InterludeConsent
import InterludeSimulation

/// The fault matrix: every fault × every session shape × every moment of that shape's
/// session, each cell checked against every ``SessionInvariant``.
@MainActor
enum FaultMatrix {
  /// The device's advertising identifier, which ATT (denied) withholds in every cell.
  static let identifier = "6D92078A-8246-4BA4-AE5B-76104861E7DC"

  /// The faults, with the arguments the shapes make interesting. Across the moments, two seeks
  /// cover the four cases: 3 s goes over no cue point from the start and back before a played
  /// break from after 6 s; 18 s goes over several cue points (6 s and 12 s) from before 6 s and
  /// over one (12 s) from after it. The playhead jump goes 10 s forward (a jump back is a seek
  /// back to the SDK).
  nonisolated static let kinds: [SessionFaultKind] = {
    let app: [SessionFaultKind] = [
      .background(seconds: 10), .audioInterruption(seconds: 5), .pictureInPicture(seconds: 10),
      .mediaStall(seconds: 3), .mediaError,
    ]
    let failures: [SimulatedRequestFailure] = [
      .serverError, .timeout, .slowBody(seconds: SessionFaultKind.slowBodySeconds),
      .connectionReset,
    ]
    let targets: [SimulatedRequestTarget] = [.adTag, .wrapper, .breakTag, .media, .beacon]
    let requests = targets.flatMap { target in
      failures.map { SessionFaultKind.request($0, target) }
    }
    let content: [SessionFaultKind] = [
      .offline(seconds: 20), .seek(to: 3), .seek(to: 18), .playheadJump(seconds: 10),
      .playheadStall(seconds: 5), .clockJump(seconds: 30),
    ]
    let calls: [SessionFaultKind] = [
      .destroy, .discardAdBreak, .skip, .pause(seconds: 2), .resume, .contentComplete,
      .requestAds,
    ]
    return app + requests + content + calls
  }()

  /// What the simulated device allows: ATT denied, so the identifier never leaves.
  static let privacy = PrivacySignals.evaluate(store: InMemoryConsentStore(), tracking: .denied) {
    identifier
  }

  /// Plays `shape` with `faults`.
  static func run(
    _ shape: SessionShape, faults: [SessionFault] = []
  ) async
    -> SessionSimulator.Result
  {
    var options = shape.options
    options.faults = faults
    options.deliversBeacons = faults.contains { $0.kind.actsOnBeacons }
    options.privacy = privacy
    options.randomNumber = SeededRandomNumbers(seed: 1).closure
    return await SessionSimulator.run(
      shape.request, transport: InMemoryTransport(responses: shape.responses), options: options)
  }

  /// The moments of `shape`'s session: its start, then every callback of its fault-free run
  /// but AD_PROGRESS, each by name and occurrence.
  static func moments(of shape: SessionShape) async -> [SessionFaultMoment] {
    if let moments = momentsByShape[shape] { return moments }
    let baseline = await run(shape)
    var counts: [String: Int] = [:]
    var moments: [SessionFaultMoment] = [.time(0)]
    for event in baseline.events where !event.name.hasPrefix("APP_") {
      let count = (counts[event.name] ?? 0) + 1
      counts[event.name] = count
      moments.append(.event(event.name, occurrence: count))
    }
    momentsByShape[shape] = moments
    return moments
  }

  /// The moments found so far, by shape.
  private static var momentsByShape: [SessionShape: [SessionFaultMoment]] = [:]

  /// Every invariant `result` breaks, as `invariant: what`.
  static func violations(in result: SessionSimulator.Result) -> [String] {
    SessionInvariant.allViolations(in: result, identifier: identifier)
  }

  /// The one cell `INTERLUDE_FAULT_CELL` names (`SHAPE FAULT`, as a failing cell prints it),
  /// if set: then only that cell runs.
  static var selectedCell: (shape: SessionShape, fault: SessionFault)? {
    guard let text = ProcessInfo.processInfo.environment["INTERLUDE_FAULT_CELL"] else {
      return nil
    }
    let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
    guard parts.count == 2, let shape = SessionShape(rawValue: parts[0]),
      let fault = try? SessionFault(parsing: parts[1])
    else { return nil }
    return (shape, fault)
  }
}

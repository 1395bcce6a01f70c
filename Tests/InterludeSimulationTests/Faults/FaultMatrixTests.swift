import Foundation
import Interlude
import InterludeSimulation
import Testing

/// Every ad session survives what real apps do to it: each fault, in each session shape, at
/// each moment of the session (its start and every delegate callback), holds every
/// ``SessionInvariant``. A failing cell prints its name and the command that replays it.
@MainActor
@Suite("Fault matrix")
struct FaultMatrixTests {
  @Test(
    "Every cell holds every invariant",
    arguments: SessionShape.allCases, FaultMatrix.kinds.map(FaultMatrixKind.init))
  func cells(shape: SessionShape, kind: FaultMatrixKind) async {
    if let cell = FaultMatrix.selectedCell {
      guard cell.shape == shape, cell.fault.kind == kind.kind else { return }
      await check(shape, cell.fault)
      return
    }
    for moment in await FaultMatrix.moments(of: shape) {
      await check(shape, SessionFault(kind.kind, at: moment))
    }
  }

  private func check(_ shape: SessionShape, _ fault: SessionFault) async {
    let result = await FaultMatrix.run(shape, faults: [fault])
    let violations = FaultMatrix.violations(in: result)
    guard !violations.isEmpty else { return }
    Issue.record(
      Comment(
        rawValue: """
          cell \(shape.rawValue) \(fault): \(violations.joined(separator: "; "))
          replay: interlude simulate --shape \(shape.rawValue) --fault \(fault) \
          (or INTERLUDE_FAULT_CELL='\(shape.rawValue) \(fault)' swift test --filter FaultMatrix)
          """))
  }

  @Test("The matrix's size: faults × shapes × moments, and the invariants checked")
  func size() async {
    var cells = 0
    var moments: [String] = []
    for shape in SessionShape.allCases {
      let count = await FaultMatrix.moments(of: shape).count
      moments.append("\(shape.rawValue) \(count)")
      cells += count * FaultMatrix.kinds.count
    }
    print(
      "Fault matrix: \(FaultMatrix.kinds.count) faults × \(SessionShape.allCases.count) shapes "
        + "× moments (\(moments.joined(separator: ", "))) = \(cells) cells, "
        + "\(SessionInvariant.allCases.count) invariants each")
    #expect(cells > 1000)
  }

  @Test("Every shape plays to ALL_ADS_COMPLETED without a fault, holding every invariant")
  func baselines() async {
    for shape in SessionShape.allCases {
      let result = await FaultMatrix.run(shape)
      #expect(result.completed, "\(shape.rawValue) did not complete")
      #expect(FaultMatrix.violations(in: result).isEmpty, "\(shape.rawValue)")
      #expect(result.events.contains { $0.name == "STARTED" }, "\(shape.rawValue) played no ad")
    }
  }
}

/// A fault kind as a test argument, named as the command line writes it.
struct FaultMatrixKind: Sendable, CustomTestStringConvertible {
  let kind: SessionFaultKind
  init(_ kind: SessionFaultKind) { self.kind = kind }
  var testDescription: String { kind.text }
}

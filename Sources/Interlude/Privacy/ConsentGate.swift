import Foundation
public import InterludeConsent

/// Holds ad traffic until the ATT-then-CMP sequence has resolved: it registers with the
/// `ConsentSequencer` (InterludeConsent) as a tracker, so it opens exactly when the sequencer
/// starts trackers.
@MainActor
public final class ConsentGate {
  /// Whether both answers are in.
  public private(set) var isOpen = false
  private var waiting: [Int: CheckedContinuation<Bool, Never>] = [:]
  private var nextWaiter = 0

  /// Creates a gate that opens when `sequencer` resolves (at once if it already has).
  public init(sequencer: ConsentSequencer) {
    sequencer.register("Interlude ads") { [weak self] in self?.open() }
  }

  /// Creates a gate that the app opens itself with ``open()`` (another CMP, another ordering).
  public init() {}

  /// Opens the gate: every waiting request goes ahead.
  public func open() {
    isOpen = true
    let continuations = waiting.values
    waiting = [:]
    for continuation in continuations { continuation.resume(returning: true) }
  }

  /// Waits until the gate opens or `timeout` passes; true when it opened.
  package func waitUntilOpen(timeout: Duration) async -> Bool {
    if isOpen { return true }
    let id = nextWaiter
    nextWaiter += 1
    let timer = Task { [weak self] in
      try? await Task.sleep(for: max(.zero, timeout))
      self?.expire(id)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      waiting[id] = continuation
    }
  }

  private func expire(_ id: Int) {
    waiting.removeValue(forKey: id)?.resume(returning: false)
  }
}

// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase, NeverUseImplicitlyUnwrappedOptionals

// Part of the Foundation fake, not Apple's code: a value behind a lock, for the fakes whose
// members Apple documents as callable from any thread (`nonisolated`). Never call out (an
// observer, a block, a notification) while holding it.
import Foundation

package final class LockedState<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  package init(_ state: State) {
    self.state = state
  }

  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}

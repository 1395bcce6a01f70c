import Foundation
import InterludeConsent

/// Collects the hops of one load from concurrent branches.
final class LoadTrace: Sendable {
  private let recorded = Locked<[LoadHop]>([])
  /// When the load began: every hop's start is measured from here.
  private let origin = ContinuousClock.now

  /// The hops so far, in the order they finished.
  var hops: [LoadHop] {
    recorded.withLock { $0 }
  }

  /// Records a request that failed before or without a usable document.
  func record(
    url: URL, depth: Int, parent: URL?, status: Int?, since start: ContinuousClock.Instant,
    bytes: Int, error: VASTError
  ) {
    append(
      url: url, depth: depth, parent: parent, status: status, since: start, bytes: bytes,
      outcome: .failed(error.code, error.message))
  }

  /// Records a request whose body was parsed, with the parse's outcome.
  func record(
    url: URL, depth: Int, parent: URL?, status: Int?, since start: ContinuousClock.Instant,
    bytes: Int, result: Result<AdResponse, VASTError>
  ) {
    let outcome: LoadHop.Outcome =
      switch result {
      case .success(.vast(let document)): .vast(ads: document.ads.count)
      case .success(.vmap(let document)): .vmap(breaks: document.adBreaks.count)
      case .failure(let error): .failed(error.code, error.message)
      }
    append(
      url: url, depth: depth, parent: parent, status: status, since: start, bytes: bytes,
      outcome: outcome)
  }

  private func append(
    url: URL, depth: Int, parent: URL?, status: Int?, since start: ContinuousClock.Instant,
    bytes: Int, outcome: LoadHop.Outcome
  ) {
    let milliseconds = start.duration(to: .now) / .milliseconds(1)
    let hop = LoadHop(
      url: url.absoluteString, depth: depth, statusCode: status, milliseconds: milliseconds,
      bytes: bytes, outcome: outcome,
      startMilliseconds: origin.duration(to: start) / .milliseconds(1),
      parentURL: parent?.absoluteString)
    recorded.withLock { $0.append(hop) }
  }
}

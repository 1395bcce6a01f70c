import Foundation
import Interlude
import Testing

@Suite("RetryPolicy: backoff, jitter, statuses, Retry-After")
struct RetryPolicyTests {
  @Test func theDefaultsAreNamed() {
    let policy = RetryPolicy.standard
    #expect(policy.initialDelay == RetryPolicy.defaultInitialDelay)
    #expect(policy.multiplier == 2)
    #expect(policy.maxDelay == .seconds(600))
    #expect(policy.jitter == 0.5)
    #expect(policy.maxAttempts == 10)
    #expect(policy.maxRetryAfter == .seconds(3_600))
  }

  @Test func delaysGrowExponentiallyUpToTheCap() {
    let policy = RetryPolicy(
      initialDelay: .seconds(2), multiplier: 2, maxDelay: .seconds(60), jitter: 0)
    let delays = (1...7).map { policy.nominalDelay(afterFailures: $0) }
    #expect(delays == [2, 4, 8, 16, 32, 60, 60])
    #expect(policy.delay(afterFailures: 3, random: 0.9) == 8)
    #expect(policy.nominalDelay(afterFailures: 10_000) == 60)
  }

  @Test func jitterShortensEachDelayByUpToItsShare() {
    let policy = RetryPolicy(initialDelay: .seconds(10), maxDelay: .seconds(1_000), jitter: 0.5)
    #expect(policy.delay(afterFailures: 1, random: 0) == 10)
    #expect(policy.delay(afterFailures: 1, random: 0.5) == 7.5)
    #expect(policy.delay(afterFailures: 2, random: 0.999_999) > 10)
    for _ in 0..<1_000 {
      let delay = policy.delay(afterFailures: 3, random: Double.random(in: 0..<1))
      #expect(delay > 20 && delay <= 40)
    }
    let full = RetryPolicy(initialDelay: .seconds(10), jitter: 1)
    #expect(full.delay(afterFailures: 1, random: 0.999) < 0.1)
  }

  @Test func retriesTooManyRequestsAndServerErrorsOnly() {
    let policy = RetryPolicy()
    for status in [429, 500, 502, 503, 504, 599] { #expect(policy.retries(statusCode: status)) }
    for status in [200, 204, 301, 400, 401, 403, 404, 408, 410, 451, 600] {
      #expect(!policy.retries(statusCode: status), "\(status)")
    }
  }

  @Test func readsRetryAfterInSecondsOrAsAnHTTPDate() throws {
    let policy = RetryPolicy(maxRetryAfter: .seconds(3_600))
    let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
    #expect(policy.retryAfter("120", now: now) == 120)
    #expect(policy.retryAfter(" 7 ", now: now) == 7)
    #expect(policy.retryAfter("86400", now: now) == 3_600)
    #expect(policy.retryAfter("Sun, 06 Nov 1994 08:50:37 GMT", now: now) == 60)
    #expect(policy.retryAfter("Sun, 06 Nov 1994 08:48:37 GMT", now: now) == 0)
    #expect(policy.retryAfter("soon", now: now) == nil)
    #expect(policy.retryAfter("-5", now: now) == nil)
    #expect(RetryPolicy(maxRetryAfter: .zero).retryAfter("120", now: now) == nil)
  }
}

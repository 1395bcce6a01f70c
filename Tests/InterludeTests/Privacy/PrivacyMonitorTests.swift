import Foundation
import Interlude
import InterludeConsent
import InterludeTestSupport
import Testing

/// The monitor keeps a running app's signals current: it re-reads the consent keys after a
/// change, once per burst of writes, and withholds the identifier while a change settles.
@Suite("PrivacyMonitor")
struct PrivacyMonitorTests {
  private static let idfa = "6D92078A-8246-4BA4-AE5B-76104861E7DC"

  /// The ATT answer and the number of identifier reads, shared with the monitor's closures.
  private final class Device: @unchecked Sendable {
    private let lock = NSLock()
    private var status: TrackingAuthorizationStatus
    private var reads = 0

    init(_ status: TrackingAuthorizationStatus) { self.status = status }

    var trackingStatus: TrackingAuthorizationStatus {
      get { lock.withLock { status } }
      set { lock.withLock { status = newValue } }
    }
    var identifierReads: Int { lock.withLock { reads } }

    func readIdentifier() -> String? {
      lock.withLock { reads += 1 }
      return PrivacyMonitorTests.idfa
    }
  }

  /// Signals received by a collecting task.
  private final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var signals: [PrivacySignals] = []

    var all: [PrivacySignals] { lock.withLock { signals } }
    func append(_ value: PrivacySignals) { lock.withLock { signals.append(value) } }
  }

  @MainActor private static func consentManager(_ store: any ConsentStore) -> ConsentManager {
    ConsentManager(
      configuration: ConsentConfiguration(
        cmpId: 300, vendorListVersion: 17, legitimateInterestPurposes: [2, 7, 9, 10],
        vendors: [755], legitimateInterestVendors: [755], gdprApplies: .yes),
      store: store)
  }

  /// A monitor whose debounce ends when `sleeper` releases it.
  private static func monitor(
    _ store: any ConsentStore, _ device: Device, sleeper: ManualSleeper
  ) -> PrivacyMonitor {
    PrivacyMonitor(
      store: store, trackingStatus: { device.trackingStatus },
      advertisingIdentifier: { device.readIdentifier() }, sleep: sleeper.sleep)
  }

  private static func save(
    _ value: ConsentValue, forKey key: String, in store: any ConsentStore
  ) throws {
    var batch = ConsentStoreBatch()
    batch.set(value, forKey: key)
    try store.save(batch)
  }

  /// Ends the pending debounces (and any that start meanwhile) and waits for the next settled
  /// evaluation, failing after ten seconds (a safety net: the machine may be busy).
  private static func next(
    _ updates: AsyncStream<PrivacySignals>, releasing sleeper: ManualSleeper
  ) async throws -> PrivacySignals {
    try await withThrowingTaskGroup(of: PrivacySignals?.self) { group in
      group.addTask {
        var iterator = updates.makeAsyncIterator()
        return await iterator.next()
      }
      group.addTask {
        for _ in 0..<10_000 {
          sleeper.releaseAll()
          try await Task.sleep(for: .milliseconds(1))
        }
        return nil
      }
      let first = try await group.next() ?? nil
      group.cancelAll()
      return try #require(first, "no update within 10 s")
    }
  }

  @Test("reads the stored consent at creation")
  @MainActor func initialEvaluation() {
    let store = InMemoryConsentStore()
    Self.consentManager(store).apply(.acceptAll)
    let device = Device(.authorized)
    let monitor = Self.monitor(store, device, sleeper: ManualSleeper())
    #expect(monitor.current.advertisingIdentifier == Self.idfa)
    #expect(monitor.current.gdprApplies == true && monitor.current.tcString != nil)
    #expect(!monitor.current.nonPersonalizedAds)
  }

  @Test("a withdrawal removes the identifier from the next URL, before the re-read settles")
  @MainActor func withdrawalTakesEffectAtOnce() async throws {
    let store = InMemoryConsentStore()
    let manager = Self.consentManager(store)
    manager.apply(.acceptAll)
    let device = Device(.authorized)
    let sleeper = ManualSleeper()
    let monitor = Self.monitor(store, device, sleeper: sleeper)
    let updates = monitor.updates()
    #expect(monitor.current.advertisingIdentifier == Self.idfa)

    manager.apply(.rejectAll)
    // The store's change reaches the monitor through an async stream; the debounce then waits
    // until the test ends it, however long the machine takes.
    try await ManualSleeper.wait { sleeper.startedCount > 0 }
    let settling = monitor.current
    #expect(settling.advertisingIdentifier == nil && settling.limitAdTracking)
    #expect(settling.nonPersonalizedAds)
    #expect(device.identifierReads == 1, "only the read at creation")

    let settled = try await Self.next(updates, releasing: sleeper)
    #expect(settled.advertisingIdentifier == nil && settled.limitedAds)
    #expect(monitor.current == settled)
  }

  @Test("a burst of key writes, as a CMP makes them, is read once after the last one")
  func burstIsDebounced() async throws {
    let store = InMemoryConsentStore()
    let device = Device(.denied)
    let sleeper = ManualSleeper()
    let monitor = Self.monitor(store, device, sleeper: sleeper)
    let updates = monitor.updates()
    let seen = Seen()
    let collector = Task {
      for await signals in updates { seen.append(signals) }
    }
    defer { collector.cancel() }
    // Twenty single-key saves, as another CMP writing UserDefaults key by key would make.
    try Self.save(.int(1), forKey: IABTCFKeys.gdprApplies, in: store)
    for index in 0..<19 { try Self.save(.int(index), forKey: "IABTCF_Filler\(index)", in: store) }
    try Self.save(.string("1YYN"), forKey: IABTCFKeys.usPrivacyString, in: store)
    // Each save's change starts a debounce; all 21 are waiting before any ends.
    try await ManualSleeper.wait { sleeper.startedCount == 21 }
    #expect(sleeper.startedCount == 21)
    sleeper.releaseAll()
    try await ManualSleeper.wait { sleeper.finishedCount == 21 && !seen.all.isEmpty }
    // The settle of each released debounce runs right after its sleep returns.
    for _ in 0..<1_000 { await Task.yield() }
    withExtendedLifetime(monitor) {}
    let all = seen.all
    #expect(all.count == 1, "one re-read per burst, not one per key")
    #expect(all.last?.gdprApplies == true && all.last?.restrictDataProcessing == true)
  }

  @Test("an ATT answer reaches the signals through setNeedsUpdate and update")
  func trackingChange() async throws {
    let store = InMemoryConsentStore()
    try Self.save(.int(0), forKey: IABTCFKeys.gdprApplies, in: store)
    let device = Device(.notDetermined)
    let sleeper = ManualSleeper()
    let monitor = Self.monitor(store, device, sleeper: sleeper)
    #expect(monitor.current.advertisingIdentifier == nil)
    #expect(device.identifierReads == 0, "the identifier is not read before ATT allows it")

    device.trackingStatus = .authorized
    let updates = monitor.updates()
    monitor.setNeedsUpdate()
    #expect(monitor.current.advertisingIdentifier == nil, "withheld while settling")
    let settled = try await Self.next(updates, releasing: sleeper)
    #expect(settled.advertisingIdentifier == Self.idfa && !settled.limitAdTracking)

    device.trackingStatus = .denied
    #expect(monitor.update().advertisingIdentifier == nil)
    #expect(monitor.current.advertisingIdentifier == nil)
  }
}

/// A running session reads the signals for every beacon: a consent change mid-ad reaches the
/// next beacon, not the next ad request.
@MainActor
@Suite("Privacy in a running session")
struct RunningSessionPrivacyTests {
  private static let idfa = "6D92078A-8246-4BA4-AE5B-76104861E7DC"

  /// Signals the test changes while the session runs.
  private final class Switch: @unchecked Sendable {
    private let lock = NSLock()
    private var signals: PrivacySignals

    init(_ signals: PrivacySignals) { self.signals = signals }

    var current: PrivacySignals {
      get { lock.withLock { signals } }
      set { lock.withLock { signals = newValue } }
    }
  }

  @Test("withdrawing consent mid-ad: later quartile beacons carry no identifier")
  func withdrawalMidAd() async throws {
    let allowed = PrivacySignals(
      gdprApplies: false, nonPersonalizedAds: false, advertisingIdentifier: Self.idfa,
      advertisingIdentifierType: "idfa", limitAdTracking: false)
    let state = Switch(allowed)
    let ad = SessionDocuments.ad("a1", seconds: 8)
      .replacingOccurrences(of: "/midpoint]]", with: "/midpoint?ifa=[IFA]&lat=[LIMITADTRACKING]]]")
      .replacingOccurrences(of: "/start]]", with: "/start?ifa=[IFA]&lat=[LIMITADTRACKING]]]")
    let driver = SessionDriver()
    _ = try #require(
      await driver.load(SessionDocuments.vast(ad), privacy: { state.current }))
    await driver.run(until: 1)
    state.current = .withheld
    await driver.run(until: 10)

    let start = try #require(driver.beacons.strings.first { $0.contains("/a1/start") })
    let midpoint = try #require(driver.beacons.strings.first { $0.contains("/a1/midpoint") })
    #expect(start.contains("ifa=\(Self.idfa)&lat=0"))
    #expect(midpoint.contains("ifa=-2&lat=1"))
  }
}

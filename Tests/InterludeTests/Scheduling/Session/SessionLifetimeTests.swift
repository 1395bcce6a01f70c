import Foundation
import InterludeSimulation
import Testing

@testable import Interlude

/// A session that has ended leaves nothing behind: its ``SessionSimulator`` and its
/// ``AdsManager`` (with the clock, display, playbacks and parsed documents they hold) are
/// deallocated once the caller lets go, whatever timers were still pending on the clock.
///
/// `interlude-bench stress` runs thousands of sessions in one process; a reference cycle there
/// (a timer on the session's ``ManualClock`` capturing the manager, which holds the clock) keeps
/// a whole session alive for the life of the process.
@MainActor
@Suite("A finished session is released")
struct SessionLifetimeTests {
  private static let host = "https://ads.test"

  /// What a session left alive after it ended.
  private struct Leftovers {
    var completed: Bool
    var simulatorAlive: Bool
    var managerAlive: Bool
  }

  /// Runs a session, drops it, and reports whether its simulator and manager are still alive.
  private static func run(
    _ request: AdsRequest, transport: any HTTPTransport, options: SimulationOptions
  ) async -> Leftovers {
    weak var simulator: SessionSimulator?
    weak var manager: AdsManager?
    var completed = false
    do {
      let session = SessionSimulator(options: options)
      completed = await session.run(request, transport: transport, settings: Settings()).completed
      simulator = session
      manager = session.manager
      #expect(manager != nil, "the session loaded no manager")
    }
    // Tasks the session started (break fetches) may hold the manager for a moment.
    for _ in 0..<100 where simulator != nil || manager != nil {
      try? await Task.sleep(for: .milliseconds(10))
    }
    return Leftovers(
      completed: completed, simulatorAlive: simulator != nil, managerAlive: manager != nil)
  }

  private static func options(
    _ change: (inout SimulationOptions) -> Void = { _ in }
  )
    -> SimulationOptions
  {
    var options = SimulationOptions()
    options.contentDuration = 20
    options.recordBeacons = false
    change(&options)
    return options
  }

  @Test("the stress benchmark's session: wrapped pre-roll, fetched mid-roll, missing post-roll")
  func stressLikeSession() async {
    let wrapper = """
      <VAST version="4.2"><Ad id="w"><Wrapper><AdSystem>S</AdSystem>\
      <VASTAdTagURI><![CDATA[\(Self.host)/wrapped]]></VASTAdTagURI>\
      <Impression><![CDATA[https://t.test/w/impression]]></Impression></Wrapper></Ad></VAST>
      """
    let vmap = """
      <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
        <vmap:AdBreak timeOffset="start" breakType="linear" breakId="pre">
          <vmap:AdSource id="pre"><vmap:VASTAdData>\(wrapper)</vmap:VASTAdData></vmap:AdSource>
        </vmap:AdBreak>
        <vmap:AdBreak timeOffset="00:00:10.000" breakType="linear" breakId="mid">
          <vmap:AdSource id="mid"><vmap:AdTagURI templateType="vast3">\
      <![CDATA[\(Self.host)/mid]]></vmap:AdTagURI></vmap:AdSource>
        </vmap:AdBreak>
        <vmap:AdBreak timeOffset="end" breakType="linear" breakId="post">
          <vmap:AdSource id="post"><vmap:AdTagURI templateType="vast3">\
      <![CDATA[\(Self.host)/missing]]></vmap:AdTagURI></vmap:AdSource>
        </vmap:AdBreak>
      </vmap:VMAP>
      """
    let transport = InMemoryTransport(responses: [
      "\(Self.host)/vmap": Data(vmap.utf8),
      "\(Self.host)/wrapped": Data(SessionDocuments.vast(SessionDocuments.ad("pre")).utf8),
      "\(Self.host)/mid": Data(SessionDocuments.vast(SessionDocuments.ad("mid")).utf8),
    ])
    let leftovers = await Self.run(
      AdsRequest(adTagUrl: "\(Self.host)/vmap"), transport: transport, options: Self.options())
    #expect(leftovers.completed)
    #expect(!leftovers.simulatorAlive)
    #expect(!leftovers.managerAlive)
  }

  /// The last ad ends before the simulated app's skip, click and pause timers fire: they are
  /// still pending on the clock when the session ends.
  @Test(
    "timers of the simulated app still pending at the end",
    arguments: ["skip", "click", "pause"])
  func pendingAppTimers(action: String) async {
    let vmap = SessionDocuments.vmap([
      SessionDocuments.adBreak(
        "post", offset: "end",
        vast: SessionDocuments.vast(SessionDocuments.ad("post", seconds: 5, skipOffset: "00:00:05"))
      )
    ])
    let options = Self.options { options in
      switch action {
      case "skip": options.skipWhenPossible = true
      case "click": options.clickAt = 3_600
      default: options.pauseAt = 3_600
      }
    }
    let leftovers = await Self.run(
      AdsRequest(adsResponse: vmap), transport: InMemoryTransport(responses: [:]),
      options: options)
    #expect(leftovers.completed)
    #expect(!leftovers.simulatorAlive)
    #expect(!leftovers.managerAlive)
  }
}

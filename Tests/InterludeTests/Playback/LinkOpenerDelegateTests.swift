import Foundation
import Interlude
import InterludeSimulation
import InterludeTestSupport
import Testing

/// IMA's `IMAAdsRenderingSettings.linkOpenerDelegate` and `IMALinkOpenerDelegate`.
@MainActor
@Suite("Link opener delegate")
struct LinkOpenerDelegateTests {
  /// A delegate that records every callback.
  private final class Recorder: LinkOpenerDelegate {
    var calls: [String] = []
    func linkOpenerWillOpenExternalApplication(_ linkOpener: any LinkOpener) {
      calls.append("willOpenExternal")
    }
    func linkOpenerDidCloseInAppLink(_ linkOpener: any LinkOpener) { calls.append("didClose") }
  }

  /// An opener that keeps what the manager configures it with and calls the delegate as an
  /// external opener would.
  private final class ConfiguredOpener: LinkOpener {
    var delegate: (any LinkOpenerDelegate)?
    var presenter: (any AnyObject & Sendable)?
    var opened: [URL] = []
    func configure(with settings: AdsRenderingSettings) {
      delegate = settings.linkOpenerDelegate
      presenter = settings.linkOpenerPresenter
    }
    func open(_ url: URL) {
      delegate?.linkOpenerWillOpenExternalApplication(self)
      opened.append(url)
    }
  }

  private static let vast = """
    <VAST version="4.2"><Ad id="a"><InLine>
      <AdSystem>T</AdSystem><AdTitle>a</AdTitle>
      <Impression><![CDATA[https://t.test/imp]]></Impression>
      <Creatives><Creative><Linear><Duration>00:00:10</Duration>
        <MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[https://cdn.test/a.mp4]]></MediaFile></MediaFiles>
        <VideoClicks><ClickThrough><![CDATA[https://advertiser.test/landing]]></ClickThrough></VideoClicks>
      </Linear></Creative></Creatives>
    </InLine></Ad></VAST>
    """

  @Test("IMA: the rendering settings' linkOpenerDelegate reaches the opener and hears the click")
  func delegateReachesOpener() async throws {
    let clock = ManualClock()
    let opener = ConfiguredOpener()
    let recorder = Recorder()
    var settings = AdsRenderingSettings()
    settings.linkOpenerDelegate = recorder
    settings.linkOpenerPresenter = recorder
    let loader = AdsLoader(transport: InMemoryTransport(responses: [:]), clock: clock)
    let container = AdDisplayContainer(
      videoDisplay: SimulatedVideoDisplay(clock: clock), linkOpener: opener)
    let data = try await loader.requestAds(
      AdsRequest(adsResponse: Self.vast, adDisplayContainer: container))
    data.adsManager.initialize(with: settings)
    #expect(opener.delegate === recorder)
    #expect(opener.presenter === recorder, "IMA: linkOpenerPresentingController reaches it too")
    opener.open(try #require(URL(string: "https://advertiser.test/landing")))
    #expect(recorder.calls == ["willOpenExternal"])
  }

  @Test("IMA: every IMALinkOpenerDelegate callback is optional")
  func callbacksOptional() {
    let recorder = Recorder()
    let opener = ConfiguredOpener()
    recorder.linkOpenerWillOpenInAppLink(opener)
    recorder.linkOpenerDidOpenInAppLink(opener)
    recorder.linkOpenerWillCloseInAppLink(opener)
    recorder.linkOpenerDidCloseInAppLink(opener)
    #expect(recorder.calls == ["didClose"])
  }

  @Test("IMA: linkOpenerDelegate and the presenter are weak; settings compare by identity")
  func weakAndComparable() {
    var settings = AdsRenderingSettings()
    var other = AdsRenderingSettings()
    do {
      let recorder = Recorder()
      settings.linkOpenerDelegate = recorder
      settings.linkOpenerPresenter = recorder
      other.linkOpenerDelegate = recorder
      other.linkOpenerPresenter = recorder
      #expect(settings.linkOpenerDelegate === recorder)
      #expect(settings == other)
      #expect(settings != AdsRenderingSettings())
    }
    #expect(settings.linkOpenerDelegate == nil, "released with its owner")
    #expect(settings.linkOpenerPresenter == nil)
  }
}

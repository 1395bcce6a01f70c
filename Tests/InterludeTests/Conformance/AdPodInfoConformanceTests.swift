import Foundation
import InterludeSimulation
import InterludeVAST
import Testing

@testable import Interlude

/// IMA's documented `IMAAdPodInfo` fields, checked against ``AdPodInfo``.
@MainActor
@Suite("Conformance: IMAAdPodInfo")
struct AdPodInfoConformanceTests {
  private static let bumperBreak = """
    <vmap:AdBreak timeOffset="00:00:20.000" breakType="linear" breakId="midroll-bumper">
      <vmap:AdSource id="midroll-bumper" allowMultipleAds="false" followRedirects="true">
        <vmap:VASTAdData>
          \(SessionDocuments.vast(SessionDocuments.ad("bumper", seconds: 3)))
        </vmap:VASTAdData>
      </vmap:AdSource>
      <vmap:Extensions>
        <vmap:Extension type="bumper" suppress_bumper="true"/>
      </vmap:Extensions>
    </vmap:AdBreak>
    """

  /// IMAAdPodInfo, `isBumper`: "The ad is a bumper"; ad rules mark a bumper break with a
  /// `bumper` VMAP extension. Its ad reports true; the ads of other breaks report false.
  @Test("IMA: isBumper is true for the ad of a VMAP bumper break only")
  func bumperBreak() async throws {
    let document = SessionDocuments.vmap([
      SessionDocuments.adBreak(
        "preroll", offset: "start", vast: SessionDocuments.vast(SessionDocuments.ad("ad"))),
      Self.bumperBreak,
    ])
    let driver = SessionDriver(contentDuration: 60)
    let manager = try #require(await driver.load(document))
    var seen: [String: Bool] = [:]
    for _ in 0..<400 {
      await driver.run(until: driver.clock.now + 0.1)
      if let ad = manager.currentAd, let id = ad.adId { seen[id] = ad.podInfo.isBumper }
    }
    #expect(seen == ["ad": false, "bumper": true])
  }

  /// IMAAdPodInfo, `maxDuration`: "The maximum duration of the pod in seconds. For unknown
  /// duration, -1 is returned." A VMAP break's Ad Manager tag gives it as `pmxd`
  /// (milliseconds); without it the value is -1.
  @Test("IMA: maxDuration is the pod's maximum duration when the response gives it, else -1")
  func maxDuration() {
    func scheduled(_ tag: String?) -> ScheduledAdBreak {
      let source = tag.map { AdSource(content: .adTagURI(url: $0, templateType: "vast3")) }
      return ScheduledAdBreak(
        adBreak: AdBreak(timeOffset: .start, adSource: source), timeOffset: .start, cuePoint: 0,
        state: .pending)
    }
    #expect(scheduled("https://ads.test/tag?vpos=preroll&pmxd=30000").maxDuration == 30)
    #expect(scheduled("https://ads.test/tag?vpos=preroll").maxDuration == -1)
    #expect(scheduled(nil).maxDuration == -1)
    #expect(AdPodInfo().maxDuration == -1)
  }
}

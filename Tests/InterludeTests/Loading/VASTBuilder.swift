import Foundation

/// Small VAST documents for loading tests, written by hand for each scenario.
enum VASTBuilder {
  /// An InLine ad with one linear creative.
  static func inLine(
    id: String = "inline", sequence: Int? = nil, impression: String = "https://t.test/imp",
    error: String = "https://t.test/err?c=[ERRORCODE]", category: String? = nil,
    clickThrough: String? = "https://landing.test/", companions: Bool = false
  ) -> String {
    """
    <Ad id="\(id)"\(sequence.map { " sequence=\"\($0)\"" } ?? "")>
      <InLine>
        <AdSystem>Test</AdSystem><AdTitle>\(id)</AdTitle>
        <Impression><![CDATA[\(impression)]]></Impression>
        <Error><![CDATA[\(error)]]></Error>
        \(category.map { "<Category authority=\"https://iab.test\">\($0)</Category>" } ?? "")
        <Creatives>
          <Creative id="\(id)-c">
            <Linear>
              <Duration>00:00:10</Duration>
              <TrackingEvents>
                <Tracking event="start"><![CDATA[https://t.test/\(id)/start]]></Tracking>
              </TrackingEvents>
              <VideoClicks>
                \(clickThrough.map { "<ClickThrough><![CDATA[\($0)]]></ClickThrough>" } ?? "")
                <ClickTracking><![CDATA[https://t.test/\(id)/click]]></ClickTracking>
              </VideoClicks>
              <MediaFiles>
                <MediaFile delivery="progressive" type="video/mp4" width="640" height="360">
                  <![CDATA[https://cdn.test/\(id).mp4]]>
                </MediaFile>
              </MediaFiles>
            </Linear>
          </Creative>
          \(companions ? companionCreative(id: id) : "")
        </Creatives>
      </InLine>
    </Ad>
    """
  }

  /// A wrapper ad pointing at `tag`.
  static func wrapper(
    id: String = "wrapper", sequence: Int? = nil, tag: String,
    attributes: String = "", blocked: String? = nil, clickThrough: String? = nil,
    companions: Bool = false
  ) -> String {
    """
    <Ad id="\(id)"\(sequence.map { " sequence=\"\($0)\"" } ?? "")>
      <Wrapper \(attributes)>
        <AdSystem>Wrap-\(id)</AdSystem>
        <VASTAdTagURI><![CDATA[\(tag)]]></VASTAdTagURI>
        <Impression><![CDATA[https://t.test/\(id)/imp]]></Impression>
        <Error><![CDATA[https://t.test/\(id)/err?c=[ERRORCODE]]]></Error>
        \(blocked.map { "<BlockedAdCategories authority=\"https://iab.test\">\($0)</BlockedAdCategories>" } ?? "")
        <Creatives>
          <Creative id="\(id)-c">
            <Linear>
              <TrackingEvents>
                <Tracking event="start"><![CDATA[https://t.test/\(id)/start]]></Tracking>
              </TrackingEvents>
              <VideoClicks>
                \(clickThrough.map { "<ClickThrough><![CDATA[\($0)]]></ClickThrough>" } ?? "")
                <ClickTracking><![CDATA[https://t.test/\(id)/click]]></ClickTracking>
              </VideoClicks>
            </Linear>
          </Creative>
          \(companions ? companionCreative(id: id) : "")
        </Creatives>
      </Wrapper>
    </Ad>
    """
  }

  /// A VAST document holding the given ads.
  static func document(
    _ ads: String..., version: String = "4.2", rootError: String? = nil
  )
    -> String
  {
    """
    <VAST version="\(version)">
    \(rootError.map { "<Error><![CDATA[\($0)]]></Error>" } ?? "")
    \(ads.joined(separator: "\n"))
    </VAST>
    """
  }

  private static func companionCreative(id: String) -> String {
    """
    <Creative id="\(id)-companions">
      <CompanionAds>
        <Companion width="300" height="250">
          <StaticResource creativeType="image/png"><![CDATA[https://cdn.test/\(id).png]]></StaticResource>
        </Companion>
      </CompanionAds>
    </Creative>
    """
  }
}

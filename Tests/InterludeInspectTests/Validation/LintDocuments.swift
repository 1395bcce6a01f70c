import Foundation

/// Valid VAST and VMAP documents that the rule tests break one piece at a time.
enum LintDocuments {
  static let mediaFile = """
                  <MediaFile delivery="progressive" type="video/mp4" width="640" height="360"
                    bitrate="800" scalable="true"><![CDATA[https://cdn.example.com/ad.mp4]]></MediaFile>
    """

  static let creatives = """
          <Creatives>
            <Creative id="c1" sequence="1">
              <UniversalAdId idRegistry="ad-id.org">ABCD1234</UniversalAdId>
              <Linear skipoffset="00:00:05">
                <Duration>00:00:15.000</Duration>
                <TrackingEvents>
                  <Tracking event="start"><![CDATA[https://ads.example.com/start]]></Tracking>
                  <Tracking event="progress" offset="00:00:10"><![CDATA[https://ads.example.com/p]]></Tracking>
                </TrackingEvents>
                <VideoClicks>
                  <ClickThrough><![CDATA[https://advertiser.example.com/]]></ClickThrough>
                  <ClickTracking><![CDATA[https://ads.example.com/click]]></ClickTracking>
                </VideoClicks>
                <MediaFiles>
    \(mediaFile)
                </MediaFiles>
              </Linear>
            </Creative>
            <Creative id="c2">
              <UniversalAdId idRegistry="ad-id.org">ABCD1234</UniversalAdId>
              <CompanionAds required="any">
                <Companion width="300" height="250">
                  <StaticResource creativeType="image/png"><![CDATA[https://cdn.example.com/c.png]]></StaticResource>
                  <CompanionClickThrough><![CDATA[https://advertiser.example.com/]]></CompanionClickThrough>
                </Companion>
              </CompanionAds>
            </Creative>
            <Creative id="c3">
              <UniversalAdId idRegistry="ad-id.org">ABCD1234</UniversalAdId>
              <NonLinearAds>
                <NonLinear width="480" height="70">
                  <StaticResource creativeType="image/png"><![CDATA[https://cdn.example.com/n.png]]></StaticResource>
                </NonLinear>
              </NonLinearAds>
            </Creative>
          </Creatives>
    """

  /// One creative holding a linear ad and its companions, which VAST 4 allows and VAST 2 and 3
  /// do not.
  static let multiBodyCreatives = """
          <Creatives>
            <Creative id="c1">
              <UniversalAdId idRegistry="ad-id.org">ABCD1234</UniversalAdId>
              <Linear>
                <Duration>00:00:15.000</Duration>
                <MediaFiles>
    \(mediaFile)
                </MediaFiles>
              </Linear>
              <CompanionAds>
                <Companion width="300" height="250">
                  <StaticResource creativeType="image/png"><![CDATA[https://cdn.example.com/c.png]]></StaticResource>
                </Companion>
              </CompanionAds>
            </Creative>
          </Creatives>
    """

  /// A VAST InLine document (4.2 by default) with a linear, a companion and a non-linear creative.
  static func inLine(version: String = "4.2", creatives: String = creatives) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <VAST version="\(version)">
      <Ad id="a1" sequence="1" adType="video">
        <InLine>
          <AdSystem version="1">Interlude</AdSystem>
          <AdTitle>Sample</AdTitle>
          <AdServingId>serving-1</AdServingId>
          <Category authority="https://iabtechlab.com">IAB1</Category>
          <Error><![CDATA[https://ads.example.com/error?code=[ERRORCODE]]]></Error>
          <Impression id="i1"><![CDATA[https://ads.example.com/imp?cb=%%CACHEBUSTER%%]]></Impression>
    \(creatives)
        </InLine>
      </Ad>
    </VAST>
    """
  }

  /// The default InLine document: VAST 4.2, no findings.
  static let inLine42 = inLine()

  /// A wrapper ad element.
  static func wrapperAd(id: String = "w1", sequence: Int? = nil) -> String {
    let sequenceAttribute = sequence.map { " sequence=\"\($0)\"" } ?? ""
    return """
        <Ad id="\(id)"\(sequenceAttribute)>
          <Wrapper followAdditionalWrappers="true" allowMultipleAds="false">
            <AdSystem>Interlude</AdSystem>
            <VASTAdTagURI><![CDATA[https://ads.example.com/next.xml]]></VASTAdTagURI>
            <Impression><![CDATA[https://ads.example.com/wrapper-impression]]></Impression>
            <Creatives>
              <Creative>
                <Linear>
                  <TrackingEvents>
                    <Tracking event="complete"><![CDATA[https://ads.example.com/complete]]></Tracking>
                  </TrackingEvents>
                </Linear>
              </Creative>
            </Creatives>
          </Wrapper>
        </Ad>
      """
  }

  /// A VAST document of wrapper ads.
  static func wrapper(version: String = "4.2", ads: [String] = [wrapperAd()]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <VAST version="\(version)">
    \(ads.joined(separator: "\n"))
    </VAST>
    """
  }

  /// The default wrapper document: VAST 4.2, no findings.
  static let wrapper42 = wrapper()

  /// A VMAP document with an inline VAST 3.0 pre-roll and an ad-tag mid-roll; no findings.
  static let vmap = """
    <?xml version="1.0" encoding="UTF-8"?>
    <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
      <vmap:AdBreak timeOffset="start" breakType="linear" breakId="preroll">
        <vmap:AdSource id="pre" allowMultipleAds="false" followRedirects="true">
          <vmap:VASTAdData>
            <VAST version="3.0">
              <Ad id="v1">
                <InLine>
                  <AdSystem>Interlude</AdSystem>
                  <AdTitle>Inline</AdTitle>
                  <Impression><![CDATA[https://ads.example.com/vmap-impression]]></Impression>
                  <Creatives>
                    <Creative>
                      <Linear>
                        <Duration>00:00:10</Duration>
                        <MediaFiles>
                          <MediaFile delivery="streaming" type="application/x-mpegURL" width="640"
                            height="360"><![CDATA[https://cdn.example.com/v.m3u8]]></MediaFile>
                        </MediaFiles>
                      </Linear>
                    </Creative>
                  </Creatives>
                </InLine>
              </Ad>
            </VAST>
          </vmap:VASTAdData>
        </vmap:AdSource>
        <vmap:TrackingEvents>
          <vmap:Tracking event="breakStart"><![CDATA[https://ads.example.com/break]]></vmap:Tracking>
        </vmap:TrackingEvents>
      </vmap:AdBreak>
      <vmap:AdBreak timeOffset="00:10:00.000" breakType="linear,nonlinear" repeatAfter="00:10:00">
        <vmap:AdSource id="mid">
          <vmap:AdTagURI templateType="vast3"><![CDATA[https://ads.example.com/mid.xml]]></vmap:AdTagURI>
        </vmap:AdSource>
      </vmap:AdBreak>
    </vmap:VMAP>
    """

  /// A VAST 2.0 InLine document; no findings.
  static let inLine20 = """
    <VAST version="2.0">
      <Ad id="old">
        <InLine>
          <AdSystem>Interlude</AdSystem>
          <AdTitle>Old</AdTitle>
          <Impression><![CDATA[https://ads.example.com/old-impression]]></Impression>
          <Creatives>
            <Creative AdID="x">
              <Linear>
                <Duration>00:00:30</Duration>
                <MediaFiles>
                  <MediaFile delivery="progressive" type="video/webm" width="1280" height="720"
                    maintainAspectRatio="1"><![CDATA[https://cdn.example.com/old.webm]]></MediaFile>
                </MediaFiles>
              </Linear>
            </Creative>
          </Creatives>
        </InLine>
      </Ad>
    </VAST>
    """
}

extension String {
  /// The text with the first occurrence of `target` replaced (unchanged when absent, which the
  /// rule tests detect because the broken document then equals the good one).
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}

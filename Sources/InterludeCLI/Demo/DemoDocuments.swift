/// The documents of `interlude simulate`'s built-in demo, compiled into the binary so that the
/// command works from any folder it is copied to (no resource bundle beside it). This file is
/// their only copy: edit the XML here.
enum DemoDocuments {
  /// Every demo document by its file name on the demo host (`vmap.xml`, `pod-ad-1.xml`…).
  static let byFileName: [String: String] = [
    "vmap.xml": vmap, "pod-ad-1.xml": podAd1, "pod-ad-2.xml": podAd2, "midroll.xml": midroll,
    "postroll.xml": postroll,
  ]

  /// `vmap.xml`, the ad tag: a VMAP with a pre-roll pod of two wrapped ads, then a mid-roll and
  /// a post-roll break tag.
  static let vmap = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- Interlude's built-in demo (interlude simulate): a pre-roll pod of two ads behind wrappers,
         a skippable mid-roll at 2:00 and a post-roll. Served from memory; nothing is fetched.
         The wrapper and break tags carry the identifier and consent macros, so that the outbound
         URLs that simulate lists show what each consent state lets leave the device. -->
    <vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">
      <vmap:AdBreak timeOffset="start" breakType="linear" breakId="preroll">
        <vmap:AdSource id="preroll-pod" allowMultipleAds="true" followRedirects="true">
          <vmap:VASTAdData>
            <VAST version="4.2">
              <Ad id="pod-wrapper-1" sequence="1">
                <Wrapper>
                  <AdSystem>Demo Exchange</AdSystem>
                  <VASTAdTagURI><![CDATA[https://demo.interlude.test/pod-ad-1.xml?ifa=[IFA]&lat=[LIMITADTRACKING]&gdpr_consent=[GDPRCONSENT]&gpp=[GPPSTRING]]]></VASTAdTagURI>
                  <Impression><![CDATA[https://beacons.interlude.test/exchange/impression?ad=1&cb=[CACHEBUSTING]&ifa=[IFA]&lat=[LIMITADTRACKING]]]></Impression>
                  <Error><![CDATA[https://beacons.interlude.test/exchange/error?ad=1&code=[ERRORCODE]]]></Error>
                </Wrapper>
              </Ad>
              <Ad id="pod-wrapper-2" sequence="2">
                <Wrapper>
                  <AdSystem>Demo Exchange</AdSystem>
                  <VASTAdTagURI><![CDATA[https://demo.interlude.test/pod-ad-2.xml?ifa=[IFA]&lat=[LIMITADTRACKING]&gdpr_consent=[GDPRCONSENT]&gpp=[GPPSTRING]]]></VASTAdTagURI>
                  <Impression><![CDATA[https://beacons.interlude.test/exchange/impression?ad=2&cb=[CACHEBUSTING]]]></Impression>
                </Wrapper>
              </Ad>
            </VAST>
          </vmap:VASTAdData>
        </vmap:AdSource>
        <vmap:TrackingEvents>
          <vmap:Tracking event="breakStart"><![CDATA[https://beacons.interlude.test/break/start?id=preroll]]></vmap:Tracking>
          <vmap:Tracking event="breakEnd"><![CDATA[https://beacons.interlude.test/break/end?id=preroll]]></vmap:Tracking>
        </vmap:TrackingEvents>
      </vmap:AdBreak>
      <vmap:AdBreak timeOffset="00:02:00.000" breakType="linear" breakId="midroll">
        <vmap:AdSource id="midroll" allowMultipleAds="false" followRedirects="true">
          <vmap:AdTagURI templateType="vast4"><![CDATA[https://demo.interlude.test/midroll.xml?ifa=[IFA]&lat=[LIMITADTRACKING]&gdpr_consent=[GDPRCONSENT]&gpp=[GPPSTRING]]]></vmap:AdTagURI>
        </vmap:AdSource>
      </vmap:AdBreak>
      <vmap:AdBreak timeOffset="end" breakType="linear" breakId="postroll">
        <vmap:AdSource id="postroll" allowMultipleAds="false" followRedirects="true">
          <vmap:AdTagURI templateType="vast4"><![CDATA[https://demo.interlude.test/postroll.xml?ifa=[IFA]&lat=[LIMITADTRACKING]&gdpr_consent=[GDPRCONSENT]&gpp=[GPPSTRING]]]></vmap:AdTagURI>
        </vmap:AdSource>
      </vmap:AdBreak>
    </vmap:VMAP>

    """#

  /// `pod-ad-1.xml`, the first pre-roll wrapper's target: an InLine ad.
  static let podAd1 = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <VAST version="4.2">
      <Ad id="pod-ad-1">
        <InLine>
          <AdSystem>Demo Ad Server</AdSystem>
          <AdTitle>Pre-roll pod, ad 1</AdTitle>
          <AdServingId>pod-ad-1-serving</AdServingId>
          <Category authority="https://iabtechlab.com/standards/content-taxonomy">IAB8</Category>
          <Impression><![CDATA[https://beacons.interlude.test/pod-ad-1/impression?cb=[CACHEBUSTING]&ifa=[IFA]&lat=[LIMITADTRACKING]&gdpr_consent=[GDPRCONSENT]&gpp=[GPPSTRING]]]></Impression>
          <Error><![CDATA[https://beacons.interlude.test/pod-ad-1/error?code=[ERRORCODE]]]></Error>
          <Creatives>
            <Creative id="pod-ad-1-creative" adId="pod-ad-1-isci">
              <UniversalAdId idRegistry="ad-id.org">DEMO0000001H</UniversalAdId>
              <Linear>
                <Duration>00:00:10.000</Duration>
                <TrackingEvents>
                  <Tracking event="start"><![CDATA[https://beacons.interlude.test/pod-ad-1/start]]></Tracking>
                  <Tracking event="firstQuartile"><![CDATA[https://beacons.interlude.test/pod-ad-1/firstQuartile]]></Tracking>
                  <Tracking event="midpoint"><![CDATA[https://beacons.interlude.test/pod-ad-1/midpoint]]></Tracking>
                  <Tracking event="thirdQuartile"><![CDATA[https://beacons.interlude.test/pod-ad-1/thirdQuartile]]></Tracking>
                  <Tracking event="complete"><![CDATA[https://beacons.interlude.test/pod-ad-1/complete]]></Tracking>
                  <Tracking event="skip"><![CDATA[https://beacons.interlude.test/pod-ad-1/skip]]></Tracking>
                  <Tracking event="pause"><![CDATA[https://beacons.interlude.test/pod-ad-1/pause]]></Tracking>
                  <Tracking event="resume"><![CDATA[https://beacons.interlude.test/pod-ad-1/resume]]></Tracking>
                </TrackingEvents>
                <VideoClicks>
                  <ClickThrough><![CDATA[https://www.example.com/pod-ad-1]]></ClickThrough>
                  <ClickTracking><![CDATA[https://beacons.interlude.test/pod-ad-1/click]]></ClickTracking>
                </VideoClicks>
                <MediaFiles>
                  <MediaFile delivery="progressive" type="video/mp4" width="1280" height="720" bitrate="2500"><![CDATA[https://cdn.interlude.test/pod-ad-1-720p.mp4]]></MediaFile>
                  <MediaFile delivery="progressive" type="video/mp4" width="640" height="360" bitrate="800"><![CDATA[https://cdn.interlude.test/pod-ad-1-360p.mp4]]></MediaFile>
                </MediaFiles>
              </Linear>
            </Creative>
          </Creatives>
        </InLine>
      </Ad>
    </VAST>

    """#

  /// `pod-ad-2.xml`, the second pre-roll wrapper's target: an InLine ad.
  static let podAd2 = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <VAST version="4.2">
      <Ad id="pod-ad-2">
        <InLine>
          <AdSystem>Demo Ad Server</AdSystem>
          <AdTitle>Pre-roll pod, ad 2</AdTitle>
          <AdServingId>pod-ad-2-serving</AdServingId>
          <Category authority="https://iabtechlab.com/standards/content-taxonomy">IAB8</Category>
          <Impression><![CDATA[https://beacons.interlude.test/pod-ad-2/impression?cb=[CACHEBUSTING]]]></Impression>
          <Error><![CDATA[https://beacons.interlude.test/pod-ad-2/error?code=[ERRORCODE]]]></Error>
          <Creatives>
            <Creative id="pod-ad-2-creative" adId="pod-ad-2-isci">
              <UniversalAdId idRegistry="ad-id.org">DEMO0000002H</UniversalAdId>
              <Linear>
                <Duration>00:00:06.000</Duration>
                <TrackingEvents>
                  <Tracking event="start"><![CDATA[https://beacons.interlude.test/pod-ad-2/start]]></Tracking>
                  <Tracking event="firstQuartile"><![CDATA[https://beacons.interlude.test/pod-ad-2/firstQuartile]]></Tracking>
                  <Tracking event="midpoint"><![CDATA[https://beacons.interlude.test/pod-ad-2/midpoint]]></Tracking>
                  <Tracking event="thirdQuartile"><![CDATA[https://beacons.interlude.test/pod-ad-2/thirdQuartile]]></Tracking>
                  <Tracking event="complete"><![CDATA[https://beacons.interlude.test/pod-ad-2/complete]]></Tracking>
                  <Tracking event="skip"><![CDATA[https://beacons.interlude.test/pod-ad-2/skip]]></Tracking>
                  <Tracking event="pause"><![CDATA[https://beacons.interlude.test/pod-ad-2/pause]]></Tracking>
                  <Tracking event="resume"><![CDATA[https://beacons.interlude.test/pod-ad-2/resume]]></Tracking>
                </TrackingEvents>
                <VideoClicks>
                  <ClickThrough><![CDATA[https://www.example.com/pod-ad-2]]></ClickThrough>
                  <ClickTracking><![CDATA[https://beacons.interlude.test/pod-ad-2/click]]></ClickTracking>
                </VideoClicks>
                <MediaFiles>
                  <MediaFile delivery="progressive" type="video/mp4" width="1280" height="720" bitrate="2500"><![CDATA[https://cdn.interlude.test/pod-ad-2-720p.mp4]]></MediaFile>
                  <MediaFile delivery="progressive" type="video/mp4" width="640" height="360" bitrate="800"><![CDATA[https://cdn.interlude.test/pod-ad-2-360p.mp4]]></MediaFile>
                </MediaFiles>
              </Linear>
            </Creative>
          </Creatives>
        </InLine>
      </Ad>
    </VAST>

    """#

  /// `midroll.xml`, the mid-roll break's tag: a skippable InLine ad.
  static let midroll = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <VAST version="4.2">
      <Ad id="midroll">
        <InLine>
          <AdSystem>Demo Ad Server</AdSystem>
          <AdTitle>Skippable mid-roll</AdTitle>
          <AdServingId>midroll-serving</AdServingId>
          <Category authority="https://iabtechlab.com/standards/content-taxonomy">IAB8</Category>
          <Impression><![CDATA[https://beacons.interlude.test/midroll/impression?cb=[CACHEBUSTING]]]></Impression>
          <Error><![CDATA[https://beacons.interlude.test/midroll/error?code=[ERRORCODE]]]></Error>
          <Creatives>
            <Creative id="midroll-creative" adId="midroll-isci">
              <UniversalAdId idRegistry="ad-id.org">DEMO0000003H</UniversalAdId>
              <Linear skipoffset="00:00:05.000">
                <Duration>00:00:20.000</Duration>
                <TrackingEvents>
                  <Tracking event="start"><![CDATA[https://beacons.interlude.test/midroll/start]]></Tracking>
                  <Tracking event="firstQuartile"><![CDATA[https://beacons.interlude.test/midroll/firstQuartile]]></Tracking>
                  <Tracking event="midpoint"><![CDATA[https://beacons.interlude.test/midroll/midpoint]]></Tracking>
                  <Tracking event="thirdQuartile"><![CDATA[https://beacons.interlude.test/midroll/thirdQuartile]]></Tracking>
                  <Tracking event="complete"><![CDATA[https://beacons.interlude.test/midroll/complete]]></Tracking>
                  <Tracking event="skip"><![CDATA[https://beacons.interlude.test/midroll/skip]]></Tracking>
                  <Tracking event="pause"><![CDATA[https://beacons.interlude.test/midroll/pause]]></Tracking>
                  <Tracking event="resume"><![CDATA[https://beacons.interlude.test/midroll/resume]]></Tracking>
                </TrackingEvents>
                <VideoClicks>
                  <ClickThrough><![CDATA[https://www.example.com/midroll]]></ClickThrough>
                  <ClickTracking><![CDATA[https://beacons.interlude.test/midroll/click]]></ClickTracking>
                </VideoClicks>
                <MediaFiles>
                  <MediaFile delivery="progressive" type="video/mp4" width="1280" height="720" bitrate="2500"><![CDATA[https://cdn.interlude.test/midroll-720p.mp4]]></MediaFile>
                  <MediaFile delivery="progressive" type="video/mp4" width="640" height="360" bitrate="800"><![CDATA[https://cdn.interlude.test/midroll-360p.mp4]]></MediaFile>
                </MediaFiles>
              </Linear>
            </Creative>
          </Creatives>
        </InLine>
      </Ad>
    </VAST>

    """#

  /// `postroll.xml`, the post-roll break's tag: an InLine ad.
  static let postroll = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <VAST version="4.2">
      <Ad id="postroll">
        <InLine>
          <AdSystem>Demo Ad Server</AdSystem>
          <AdTitle>Post-roll</AdTitle>
          <AdServingId>postroll-serving</AdServingId>
          <Category authority="https://iabtechlab.com/standards/content-taxonomy">IAB8</Category>
          <Impression><![CDATA[https://beacons.interlude.test/postroll/impression?cb=[CACHEBUSTING]]]></Impression>
          <Error><![CDATA[https://beacons.interlude.test/postroll/error?code=[ERRORCODE]]]></Error>
          <Creatives>
            <Creative id="postroll-creative" adId="postroll-isci">
              <UniversalAdId idRegistry="ad-id.org">DEMO0000004H</UniversalAdId>
              <Linear>
                <Duration>00:00:08.000</Duration>
                <TrackingEvents>
                  <Tracking event="start"><![CDATA[https://beacons.interlude.test/postroll/start]]></Tracking>
                  <Tracking event="firstQuartile"><![CDATA[https://beacons.interlude.test/postroll/firstQuartile]]></Tracking>
                  <Tracking event="midpoint"><![CDATA[https://beacons.interlude.test/postroll/midpoint]]></Tracking>
                  <Tracking event="thirdQuartile"><![CDATA[https://beacons.interlude.test/postroll/thirdQuartile]]></Tracking>
                  <Tracking event="complete"><![CDATA[https://beacons.interlude.test/postroll/complete]]></Tracking>
                  <Tracking event="skip"><![CDATA[https://beacons.interlude.test/postroll/skip]]></Tracking>
                  <Tracking event="pause"><![CDATA[https://beacons.interlude.test/postroll/pause]]></Tracking>
                  <Tracking event="resume"><![CDATA[https://beacons.interlude.test/postroll/resume]]></Tracking>
                </TrackingEvents>
                <VideoClicks>
                  <ClickThrough><![CDATA[https://www.example.com/postroll]]></ClickThrough>
                  <ClickTracking><![CDATA[https://beacons.interlude.test/postroll/click]]></ClickTracking>
                </VideoClicks>
                <MediaFiles>
                  <MediaFile delivery="progressive" type="video/mp4" width="1280" height="720" bitrate="2500"><![CDATA[https://cdn.interlude.test/postroll-720p.mp4]]></MediaFile>
                  <MediaFile delivery="progressive" type="video/mp4" width="640" height="360" bitrate="800"><![CDATA[https://cdn.interlude.test/postroll-360p.mp4]]></MediaFile>
                </MediaFiles>
              </Linear>
            </Creative>
          </Creatives>
        </InLine>
      </Ad>
    </VAST>

    """#
}

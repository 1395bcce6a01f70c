/// The VAST documents of the companion tests: one linear ad with the given companions.
enum CompanionDocuments {
  /// A 4-second linear ad (impression `https://t.test/imp`, error pixel with `[ERRORCODE]`)
  /// whose `<CompanionAds required="…">` holds `companions`.
  static func vast(required: String, companions: String) -> String {
    """
    <VAST version="4.2"><Ad id="c"><InLine>
      <AdSystem>T</AdSystem><AdTitle>c</AdTitle>
      <Impression><![CDATA[https://t.test/imp]]></Impression>
      <Error><![CDATA[https://t.test/err?code=[ERRORCODE]]]></Error>
      <Creatives>
        <Creative><Linear><Duration>00:00:04</Duration><MediaFiles>
          <MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[https://cdn.test/c.mp4]]></MediaFile>
        </MediaFiles></Linear></Creative>
        <Creative><CompanionAds required="\(required)">
          \(companions)
        </CompanionAds></Creative>
      </Creatives>
    </InLine></Ad></VAST>
    """
  }
}

/// VAST documents with verifications, for the Open Measurement tests.
enum MeasurementDocuments {
  /// A `<Verification>` of `vendor` whose `verificationNotExecuted` URL carries `[REASON]`, its
  /// script written for `apiFramework`.
  static func verification(_ vendor: String, apiFramework: String = "omid") -> String {
    """
    <Verification vendor="\(vendor)">
      <JavaScriptResource apiFramework="\(apiFramework)" browserOptional="true">
        <![CDATA[https://verify.test/\(vendor).js]]>
      </JavaScriptResource>
      <VerificationParameters><![CDATA[vendor=\(vendor)]]></VerificationParameters>
      <TrackingEvents>
        <Tracking event="verificationNotExecuted">
          <![CDATA[https://verify.test/\(vendor)/not-executed?reason=[REASON]]]>
        </Tracking>
      </TrackingEvents>
    </Verification>
    """
  }

  /// A ten-second InLine ad `id` with `<AdVerifications>` holding `verifications` and, when
  /// `legacy` is given, a VAST 3 `<Extension type="AdVerifications">` holding it.
  static func ad(
    _ id: String, sequence: Int? = nil, skipOffset: String? = nil,
    verifications: [String] = [], legacy: String? = nil
  ) -> String {
    let sequenceAttribute = sequence.map { " sequence=\"\($0)\"" } ?? ""
    let skipAttribute = skipOffset.map { " skipoffset=\"\($0)\"" } ?? ""
    let adVerifications =
      verifications.isEmpty
      ? "" : "<AdVerifications>\(verifications.joined())</AdVerifications>"
    let extensions =
      legacy.map {
        """
        <Extensions><Extension type="AdVerifications">
          <AdVerifications>\($0)</AdVerifications>
        </Extension></Extensions>
        """
      } ?? ""
    return """
      <Ad id="\(id)"\(sequenceAttribute)>
        <InLine>
          <AdSystem>Measurement</AdSystem>
          <AdTitle>\(id)</AdTitle>
          <Impression><![CDATA[https://t.test/\(id)/impression]]></Impression>
          <Error><![CDATA[https://t.test/\(id)/error?code=[ERRORCODE]]]></Error>
          \(adVerifications)
          <Creatives>
            <Creative id="\(id)-creative">
              <Linear\(skipAttribute)>
                <Duration>00:00:10.000</Duration>
                <VideoClicks>
                  <ClickThrough><![CDATA[https://landing.test/\(id)]]></ClickThrough>
                </VideoClicks>
                <MediaFiles>
                  <MediaFile delivery="progressive" type="video/mp4" width="640" height="360">
                    <![CDATA[https://cdn.test/\(id).mp4]]>
                  </MediaFile>
                </MediaFiles>
              </Linear>
            </Creative>
          </Creatives>
          \(extensions)
        </InLine>
      </Ad>
      """
  }

  /// A VAST 4.2 document holding `ads`.
  static func vast(_ ads: String...) -> String {
    "<VAST version=\"4.2\">\n\(ads.joined(separator: "\n"))\n</VAST>"
  }

  /// A wrapper document leading to `tag`, with `<AdVerifications>` holding `verifications`.
  static func wrapper(to tag: String, verifications: [String]) -> String {
    """
    <VAST version="4.2">
      <Ad id="wrapper">
        <Wrapper>
          <AdSystem>Measurement</AdSystem>
          <VASTAdTagURI><![CDATA[\(tag)]]></VASTAdTagURI>
          <AdVerifications>\(verifications.joined())</AdVerifications>
        </Wrapper>
      </Ad>
    </VAST>
    """
  }
}

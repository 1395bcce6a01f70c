import InterludeInspect
import InterludeVAST

extension LintRuleCase {
  static let inLine = "VAST/Ad[1]/InLine"
  static let linear = "VAST/Ad[1]/InLine/Creatives/Creative[1]/Linear"
  static let mediaFile = "\(linear)/MediaFiles/MediaFile[1]"
  static let good = LintDocuments.inLine42
  static let wrapper = LintDocuments.wrapper42
  static let vmap = LintDocuments.vmap

  /// At least one case for every rule of the catalogue.
  static let all: [LintRuleCase] = document + structure + values + semantics + vmapRules

  static let document: [LintRuleCase] = [
    .init(
      "document-rejected", .error, at: "VAST",
      bad: #"<VAST version="4.2"><Ad id="1"></VAST>"#),
    .init(
      "no-ad-response", .info, at: "VAST",
      bad: #"<VAST version="4.2"><Error><![CDATA[https://ads.example.com/e]]></Error></VAST>"#),
    .init(
      "vast-ad-data-rejected", .error, at: "VMAP/AdBreak[1]/AdSource/VASTAdData/VAST",
      bad: vmap.replacingFirst(#"<VAST version="3.0">"#, with: #"<VAST version="9.0">"#),
      good: vmap),
  ]

  static let structure: [LintRuleCase] = [
    .init(
      "vast-missing-version", .error, at: "VAST",
      bad: good.replacingFirst(#"<VAST version="4.2">"#, with: "<VAST>")),
    .init(
      "ad-missing-content", .error, at: "VAST/Ad[2]",
      bad: good.replacingFirst("</VAST>", with: #"<Ad id="a2"/></VAST>"#)),
    .init(
      "ad-multiple-content", .error, at: "VAST/Ad[2]",
      bad: good.replacingFirst("</VAST>", with: #"<Ad id="a2"><InLine/><Wrapper/></Ad></VAST>"#)),
    .init(
      "inline-missing-ad-system", .error, at: inLine,
      bad: good.replacingFirst(#"<AdSystem version="1">Interlude</AdSystem>"#, with: "")),
    .init(
      "inline-missing-ad-title", .error, at: inLine,
      bad: good.replacingFirst("<AdTitle>Sample</AdTitle>", with: "")),
    .init(
      "inline-missing-impression", .error, at: inLine,
      bad: good.replacingFirst("<Impression id=\"i1\">", with: "<Pixel>")
        .replacingFirst("</Impression>", with: "</Pixel>")),
    .init(
      "inline-missing-creatives", .error, at: "\(inLine)/Creatives",
      bad: LintDocuments.inLine(creatives: "<Creatives></Creatives>")),
    .init(
      "inline-missing-ad-serving-id", .error, at: inLine,
      bad: good.replacingFirst("<AdServingId>serving-1</AdServingId>", with: "")),
    .init(
      "inline-missing-category", .error, at: inLine,
      bad: good.replacingFirst(
        #"<Category authority="https://iabtechlab.com">IAB1</Category>"#, with: "")),
    .init(
      "creative-missing-universal-ad-id", .error, at: "\(inLine)/Creatives/Creative[1]",
      bad: good.replacingFirst(
        #"<UniversalAdId idRegistry="ad-id.org">ABCD1234</UniversalAdId>"#, with: "")),
    .init(
      "creative-multiple-bodies", .warning, at: "\(inLine)/Creatives/Creative[1]",
      bad: LintDocuments.inLine(version: "3.0", creatives: LintDocuments.multiBodyCreatives),
      good: LintDocuments.inLine(version: "4.2", creatives: LintDocuments.multiBodyCreatives)),
    .init(
      "wrapper-missing-ad-tag-uri", .error, at: "VAST/Ad[1]/Wrapper",
      bad: wrapper.replacingFirst(
        "<VASTAdTagURI><![CDATA[https://ads.example.com/next.xml]]></VASTAdTagURI>", with: ""),
      good: wrapper),
    .init(
      "wrapper-missing-impression", .warning, at: "VAST/Ad[1]/Wrapper",
      bad: wrapper.replacingFirst(
        "<Impression><![CDATA[https://ads.example.com/wrapper-impression]]></Impression>",
        with: ""),
      good: wrapper),
    .init(
      "linear-missing-duration", .error, at: linear,
      bad: good.replacingFirst("<Duration>00:00:15.000</Duration>", with: "")),
    .init(
      "linear-missing-media-files", .error, at: "\(linear)/MediaFiles",
      bad: good.replacingFirst(LintDocuments.mediaFile, with: "")),
    .init(
      "media-file-missing-attribute", .error, at: mediaFile,
      bad: good.replacingFirst(#" delivery="progressive""#, with: "")),
    .init(
      "tracking-missing-event", .error, at: "\(linear)/TrackingEvents/Tracking[1]",
      bad: good.replacingFirst(#"event="start""#, with: "")),
    .init(
      "tracking-unknown-event", .warning, at: "\(linear)/TrackingEvents/Tracking[1]",
      bad: good.replacingFirst(#"event="start""#, with: #"event="begin""#)),
    .init(
      "creative-missing-resource", .error,
      at: "\(inLine)/Creatives/Creative[3]/NonLinearAds/NonLinear[1]",
      bad: good.replacingFirst(
        #"<StaticResource creativeType="image/png"><![CDATA[https://cdn.example.com/n.png]]>"#
          + "</StaticResource>", with: "")),
  ]

  static let values: [LintRuleCase] = [
    .init(
      "invalid-duration", .error, at: "\(linear)/Duration",
      bad: good.replacingFirst("00:00:15.000", with: "15s")),
    .init(
      "invalid-skipoffset", .error, at: linear,
      bad: good.replacingFirst(#"skipoffset="00:00:05""#, with: #"skipoffset="5 seconds""#)),
    .init(
      "invalid-progress-offset", .error, at: "\(linear)/TrackingEvents/Tracking[2]",
      bad: good.replacingFirst(#"offset="00:00:10""#, with: #"offset="10s""#)),
    .init(
      "progress-missing-offset", .error, at: "\(linear)/TrackingEvents/Tracking[2]",
      bad: good.replacingFirst(#" offset="00:00:10""#, with: "")),
    .init(
      "invalid-mime-type", .error, at: mediaFile,
      bad: good.replacingFirst(#"type="video/mp4""#, with: #"type="mp4""#)),
    .init(
      "invalid-delivery", .error, at: mediaFile,
      bad: good.replacingFirst(#"delivery="progressive""#, with: #"delivery="download""#)),
    .init(
      "invalid-integer", .error, at: mediaFile,
      bad: good.replacingFirst(#"width="640""#, with: #"width="640px""#)),
    .init(
      "invalid-ad-sequence", .error, at: "VAST/Ad[1]",
      bad: good.replacingFirst(#"id="a1" sequence="1""#, with: #"id="a1" sequence="0""#)),
    .init(
      "invalid-boolean", .error, at: mediaFile,
      bad: good.replacingFirst(#"scalable="true""#, with: #"scalable="yes""#)),
    .init(
      "invalid-url", .error, at: "\(linear)/VideoClicks/ClickThrough",
      bad: good.replacingFirst(
        "<ClickThrough><![CDATA[https://advertiser.example.com/]]></ClickThrough>",
        with: "<ClickThrough>advertiser.example.com</ClickThrough>")),
    .init(
      "invalid-companion-required", .error,
      at: "\(inLine)/Creatives/Creative[2]/CompanionAds",
      bad: good.replacingFirst(#"required="any""#, with: #"required="some""#)),
    .init(
      "invalid-ad-type", .error, at: "VAST/Ad[1]",
      bad: good.replacingFirst(#"adType="video""#, with: #"adType="movie""#)),
  ]

  static let semantics: [LintRuleCase] = [
    .init(
      "duplicate-ad-sequence", .error, at: "VAST/Ad[2]",
      bad: LintDocuments.wrapper(
        ads: [
          LintDocuments.wrapperAd(id: "p1", sequence: 1),
          LintDocuments.wrapperAd(id: "p2", sequence: 1),
        ]),
      good: LintDocuments.wrapper(
        ads: [
          LintDocuments.wrapperAd(id: "p1", sequence: 1),
          LintDocuments.wrapperAd(id: "p2", sequence: 2),
        ])),
    .init(
      "skipoffset-beyond-duration", .error, at: linear,
      bad: good.replacingFirst(#"skipoffset="00:00:05""#, with: #"skipoffset="00:00:20""#)),
    .init(
      "insecure-url", .warning, at: mediaFile,
      bad: good.replacingFirst(
        "https://cdn.example.com/ad.mp4", with: "http://cdn.example.com/ad.mp4")
    ),
    .init(
      "attribute-newer-than-version", .info, at: "VAST/Ad[1]/Wrapper",
      bad: LintDocuments.wrapper(version: "2.0"), good: wrapper),
    .init(
      "element-newer-than-version", .warning,
      at: "\(inLine)/Creatives/Creative[1]/UniversalAdId[1]",
      bad: LintDocuments.inLine(version: "3.0")),
    .init(
      "deprecated-feature", .warning, at: "\(inLine)/Survey",
      bad: good.replacingFirst(
        "<AdTitle>Sample</AdTitle>",
        with: "<AdTitle>Sample</AdTitle><Survey><![CDATA[https://survey.example.com/]]></Survey>")),
    .init(
      "linear-no-playable-media", .warning, at: "\(linear)/MediaFiles",
      bad: good.replacingFirst(#"type="video/mp4""#, with: #"type="application/javascript""#)),
    .init(
      "root-error-with-ads", .warning, at: "VAST/Error[1]",
      bad: good.replacingFirst(
        #"<VAST version="4.2">"#,
        with: #"<VAST version="4.2"><Error><![CDATA[https://ads.example.com/e]]></Error>"#)),
  ]

  static let vmapRules: [LintRuleCase] = [
    .init(
      "vmap-missing-version", .error, at: "VMAP",
      bad: vmap.replacingFirst(#" version="1.0">"#, with: ">"), good: vmap),
    .init(
      "vmap-break-missing-time-offset", .error, at: "VMAP/AdBreak[1]",
      bad: vmap.replacingFirst(#" timeOffset="start""#, with: ""), good: vmap),
    .init(
      "vmap-break-missing-break-type", .error, at: "VMAP/AdBreak[1]",
      bad: vmap.replacingFirst(#" breakType="linear""#, with: ""), good: vmap),
    .init(
      "vmap-source-empty", .error, at: "VMAP/AdBreak[2]/AdSource",
      bad: vmap.replacingFirst("vmap:AdTagURI", with: "vmap:Other")
        .replacingFirst("vmap:AdTagURI", with: "vmap:Other"),
      good: vmap),
    .init(
      "invalid-time-offset", .error, at: "VMAP/AdBreak[1]",
      bad: vmap.replacingFirst(#"timeOffset="start""#, with: #"timeOffset="beginning""#),
      good: vmap),
    .init(
      "unknown-break-type", .warning, at: "VMAP/AdBreak[1]",
      bad: vmap.replacingFirst(#"breakType="linear""#, with: #"breakType="linear,popup""#),
      good: vmap),
    .init(
      "invalid-repeat-after", .error, at: "VMAP/AdBreak[2]",
      bad: vmap.replacingFirst(#"repeatAfter="00:10:00""#, with: #"repeatAfter="10m""#),
      good: vmap),
    .init(
      "vmap-unknown-tracking-event", .warning, at: "VMAP/AdBreak[1]/TrackingEvents/Tracking[1]",
      bad: vmap.replacingFirst(#"event="breakStart""#, with: #"event="adStart""#), good: vmap),
  ]
}

import Foundation
import InterludeVAST
import Testing

/// Every element and attribute of the VAST model, read from hand-written documents.
@Suite("VAST elements")
struct VASTElementTests {
  private func fullDocument() throws -> VASTDocument {
    try VASTParser().parse(ElementFixtures.data("vast4-inline-full.xml"))
  }

  private func fullInLine() throws -> (Ad, InLine) {
    let ad = try #require(try fullDocument().ads.first)
    return (ad, try #require(ad.inLine))
  }

  private func creative(_ index: Int) throws -> Creative {
    let creatives = try fullInLine().1.creatives
    try #require(creatives.count == 3)
    return creatives[index]
  }

  // MARK: Root and Ad

  @Test("Root version, ads and Ad attributes")
  func rootAndAd() throws {
    let document = try fullDocument()
    #expect(document.version == "4.3")
    #expect(document.errorURLs.isEmpty)
    #expect(document.adFailures.isEmpty)
    #expect(document.ads.map(\.id) == ["inline-1", "inline-2"])
    let first = document.ads[0]
    #expect(first.sequence == 1)
    #expect(first.adType == .hybrid)
    #expect(first.adType?.rawValue == "hybrid")
    #expect(first.conditionalAd == true)
    let second = document.ads[1]
    #expect(second.sequence == nil)
    #expect(second.adType == .audio)
    #expect(second.conditionalAd == nil)
    #expect(document.podAds.map(\.id) == ["inline-1"])
    #expect(document.standaloneAds.map(\.id) == ["inline-2"])
  }

  @Test("A no-ad response fails with 303 and carries the root Error URLs")
  func noAdResponse() throws {
    let xml = """
      <VAST version="4.0">
        <Error><![CDATA[
          https://example.com/no-ad?code=[ERRORCODE]
        ]]></Error>
        <Error>https://example.com/second</Error>
      </VAST>
      """
    let error = try #require(throws: VASTError.self) { try VASTParser().parse(xml) }
    #expect(error.code == .noAds)
    #expect(error.version == "4.0")
    #expect(
      error.errorURLs == [
        "https://example.com/no-ad?code=[ERRORCODE]", "https://example.com/second",
      ])
    #expect(error.line == 1)
    #expect(error.description.hasPrefix("VAST error 303: "))
  }

  // MARK: InLine

  @Test("InLine metadata: AdSystem, title, description, advertiser, pricing, categories…")
  func inLineMetadata() throws {
    let (_, inLine) = try fullInLine()
    #expect(inLine.adSystem == AdSystem(name: "Interlude Test Server", version: "4.3.1"))
    #expect(inLine.title == "Full & Complete")
    #expect(inLine.description == "Every element <once>")
    #expect(inLine.advertiser == Advertiser(name: "Acme Corp", id: "adv-9"))
    #expect(inLine.pricing == Pricing(value: "12.50", model: "CPM", currency: "USD"))
    let authority = "https://iabtechlab.com/categoryauthority"
    #expect(
      inLine.categories == [
        AdCategory(value: "IAB1-1", authority: authority),
        AdCategory(value: "IAB1-2", authority: authority),
      ])
    #expect(inLine.survey == Survey(url: "https://example.com/survey", type: "text/javascript"))
    #expect(inLine.expires == 86_400)
    #expect(inLine.adServingId == "serving-123")
  }

  @Test("Impressions with id, Error URLs, and padded CDATA trimmed")
  func impressionsAndErrors() throws {
    let (_, inLine) = try fullInLine()
    #expect(
      inLine.impressions == [
        IdentifiedURL(id: "imp-1", url: "https://example.com/impression1"),
        IdentifiedURL(id: nil, url: "https://example.com/impression2"),
      ])
    #expect(inLine.errorURLs == ["https://example.com/error?code=[ERRORCODE]"])
  }

  @Test("ViewableImpression with Viewable, NotViewable and ViewUndetermined")
  func viewableImpression() throws {
    let (_, inLine) = try fullInLine()
    #expect(
      inLine.viewableImpressions == [
        ViewableImpression(
          id: "vi-1", viewable: ["https://example.com/viewable"],
          notViewable: ["https://example.com/notviewable"],
          viewUndetermined: ["https://example.com/undetermined"])
      ])
  }

  @Test("AdVerifications: vendor, both resource kinds, tracking, parameters")
  func adVerifications() throws {
    let (_, inLine) = try fullInLine()
    #expect(
      inLine.adVerifications == [
        AdVerification(
          vendor: "company.com-omid",
          javaScriptResources: [
            VerificationResource(
              url: "https://verify.example.com/omid.js", apiFramework: "omid",
              browserOptional: true)
          ],
          executableResources: [
            VerificationResource(
              url: "https://verify.example.com/verifier.bin", apiFramework: "native",
              type: "application/x-verifier")
          ],
          trackingEvents: [
            TrackingEvent(
              event: .verificationNotExecuted,
              url: "https://verify.example.com/not-executed?reason=[REASON]")
          ],
          parameters: #"{"key":"value"}"#)
      ])
  }

  @Test("Extensions keep type, attributes and inner XML in order with text escaped")
  func extensions() throws {
    let (_, inLine) = try fullInLine()
    #expect(
      inLine.extensions == [
        Extension(
          type: "waterfall", attributes: ["type": "waterfall", "fallback_index": "0"],
          xml: #"<Waterfall index="0" total="2"/> text &amp; more &lt;escaped&gt; "#
            + #"<Nested><Deep a="1">inner</Deep></Nested>"#),
        Extension(type: nil, attributes: [:], xml: "plain &lt;data&gt;"),
      ])
  }

  @Test("Extension XML parses back to the same content")
  func extensionRoundTrip() throws {
    let (_, inLine) = try fullInLine()
    let original = try #require(inLine.extensions.first)
    let rewrapped = """
      <VAST version="3.0"><Ad><InLine><Extensions><Extension type="waterfall" \
      fallback_index="0">\(original.xml)</Extension></Extensions></InLine></Ad></VAST>
      """
    let reparsed = try VASTParser().parse(rewrapped)
    #expect(reparsed.ads.first?.inLine?.extensions == [original])
  }

  @Test("The pre-4.1 Extension form of AdVerifications is read as a verification")
  func legacyVerification() throws {
    let document = try VASTParser().parse(ElementFixtures.data("vast2-legacy.xml"))
    let inLine = try #require(document.ads.first?.inLine)
    #expect(
      inLine.adVerifications == [
        AdVerification(
          vendor: "legacy-vendor",
          javaScriptResources: [
            VerificationResource(
              url: "https://verify.example.com/legacy.js", apiFramework: "omid",
              browserOptional: false)
          ],
          parameters: "legacy=1")
      ])
    #expect(inLine.extensions.map(\.type) == ["AdVerifications"])
  }

  // MARK: Wrapper

  @Test("Wrapper defaults when no attributes are given")
  func wrapperDefaults() throws {
    let document = try VASTParser().parse(ElementFixtures.data("vast-wrapper.xml"))
    try #require(document.ads.count == 2)
    let wrapper = try #require(document.ads[0].wrapper)
    #expect(wrapper.adTagURI == "https://ads.example.com/vast?cb=[CACHEBUSTING]")
    #expect(wrapper.followAdditionalWrappers == true)
    #expect(wrapper.allowMultipleAds == false)
    #expect(wrapper.fallbackOnNoAd == nil)
    #expect(wrapper.blockedAdCategories.isEmpty)
    #expect(wrapper.adSystem == AdSystem(name: "Upstream"))
    #expect(wrapper.impressions == [IdentifiedURL(url: "https://example.com/wrapper-impression")])
    #expect(document.ads[0].inLine == nil)
  }

  @Test("Wrapper explicit attributes, BlockedAdCategories and tracking-only creatives")
  func wrapperExplicit() throws {
    let document = try VASTParser().parse(ElementFixtures.data("vast-wrapper.xml"))
    try #require(document.ads.count == 2)
    #expect(document.version == "4.2")
    #expect(document.ads[1].id == "wrapper-explicit")
    #expect(document.ads[1].sequence == 2)
    let wrapper = try #require(document.ads[1].wrapper)
    #expect(wrapper.adTagURI == "https://ads.example.com/next")
    #expect(wrapper.followAdditionalWrappers == false)
    #expect(wrapper.allowMultipleAds == true)
    #expect(wrapper.fallbackOnNoAd == true)
    #expect(
      wrapper.blockedAdCategories == [
        AdCategory(value: "IAB25", authority: "https://iabtechlab.com/categoryauthority"),
        AdCategory(value: "IAB26"),
      ])
    #expect(wrapper.adSystem == AdSystem(name: "Upstream", version: "2"))
    #expect(wrapper.errorURLs == ["https://example.com/wrapper-error?e=[ERRORCODE]"])
    #expect(
      wrapper.impressions == [
        IdentifiedURL(id: "w-imp", url: "https://example.com/wrapper-impression-2")
      ])
    #expect(wrapper.pricing == Pricing(value: "0.25", model: "CPC", currency: "EUR"))
    #expect(
      wrapper.viewableImpressions == [
        ViewableImpression(viewable: ["https://example.com/wrapper-viewable"])
      ])
    #expect(wrapper.adVerifications.map(\.vendor) == ["wrapper-vendor"])
    let linear = try #require(wrapper.creatives.first?.linear)
    #expect(
      linear.trackingEvents == [
        TrackingEvent(event: .start, url: "https://example.com/wrapper-start")
      ])
    #expect(
      linear.videoClicks
        == VideoClicks(clickTracking: [IdentifiedURL(url: "https://example.com/wrapper-click")]))
    #expect(linear.duration == nil)
    #expect(linear.mediaFiles.isEmpty)
  }

  // MARK: Creative

  @Test("Creative attributes, multiple UniversalAdIds and CreativeExtensions")
  func creativeAttributes() throws {
    let creative = try creative(0)
    #expect(creative.id == "creative-linear")
    #expect(creative.sequence == 1)
    #expect(creative.adId == "ad-id-1")
    #expect(creative.apiFramework == "SIMID")
    #expect(
      creative.universalAdIds == [
        UniversalAdId(value: "CNPA0484000H", registry: "ad-id.org"),
        UniversalAdId(value: "AAA/BBBB123/030", registry: "clearcast.co.uk"),
      ])
    #expect(
      creative.extensions == [
        Extension(
          type: "application/json", attributes: ["type": "application/json"], xml: #"{"a":1}"#)
      ])
    #expect(creative.nonLinearAds == nil)
    #expect(creative.companionAds == nil)
  }

  @Test("UniversalAdId from the VAST 4.0 idValue attribute")
  func universalAdIdAttribute() throws {
    let creative = try creative(1)
    #expect(creative.universalAdIds == [UniversalAdId(value: "uid-attribute", registry: "unknown")])
  }

  @Test("VAST 2 AdID spelling, legacy event names and entities in text")
  func vast2Spellings() throws {
    let document = try VASTParser().parse(ElementFixtures.data("vast2-legacy.xml"))
    #expect(document.version == "2.0")
    let inLine = try #require(document.ads.first?.inLine)
    // Text, CDATA and an entity mixed in one element come out as one string, in order.
    #expect(
      inLine.impressions == [
        IdentifiedURL(url: "https://example.com/legacy-impression?a=1&b=2&c=3")
      ])
    let creative = try #require(inLine.creatives.first)
    #expect(creative.adId == "legacy-ad-id")
    #expect(creative.sequence == 1)
    let linear = try #require(creative.linear)
    #expect(linear.adParameters == AdParameters(value: "<vpaid-params/>", xmlEncoded: nil))
    #expect(
      linear.mediaFiles == [
        MediaFile(
          url: "https://cdn.example.com/legacy.mp4?x=1&y=2", delivery: "progressive",
          type: "video/mp4", width: 640, height: 360, bitrate: 500, scalable: false,
          maintainAspectRatio: true)
      ])
    #expect(
      linear.videoClicks?.clickThrough
        == IdentifiedURL(url: "https://advertiser.example.com/?a=1&b=2"))
    #expect(
      linear.trackingEvents.map(\.event) == [
        .creativeView, .expand, .collapse, .acceptInvitationLinear, .mute,
      ])
  }

  @Test("VAST 4 schema: a Creative may hold Linear, NonLinearAds and CompanionAds together")
  func creativeWithEveryBody() throws {
    let document = try VASTParser().parse(ElementFixtures.data("vast42-multi-body-creative.xml"))
    let creatives = try #require(document.ads.first?.inLine?.creatives)
    try #require(creatives.count == 2)
    let creative = creatives[0]
    #expect(creative.id == "all-three")
    #expect(creative.adId == "multi-1")
    let linear = try #require(creative.linear)
    #expect(linear.duration == 10)
    #expect(linear.mediaFiles.map(\.url) == ["https://cdn.example.com/multi.mp4"])
    #expect(linear.videoClicks?.clickThrough?.url == "https://advertiser.example.com/linear")
    let nonLinearAds = try #require(creative.nonLinearAds)
    #expect(nonLinearAds.nonLinears.map(\.id) == ["overlay"])
    #expect(nonLinearAds.nonLinears.first?.minSuggestedDuration == 5)
    #expect(nonLinearAds.trackingEvents.map(\.url) == ["https://ads.example.com/overlay/view"])
    let companionAds = try #require(creative.companionAds)
    #expect(companionAds.required == .any)
    #expect(companionAds.companions.map(\.id) == ["own-300x250"])
    #expect(
      companionAds.companions.first?.resources == [
        .staticResource(
          url: "https://cdn.example.com/own-300x250.png", creativeType: "image/png")
      ])
    #expect(creatives[1].linear == nil)
    #expect(creatives[1].nonLinearAds == nil)
    #expect(creatives[1].companionAds?.companions.map(\.id) == ["other-728x90"])
  }

  @Test("VAST 2.0/3.0 schema allows one body per Creative; one that holds more keeps them all")
  func vast3CreativeKeepsEveryBody() throws {
    let xml = """
      <VAST version="3.0"><Ad><InLine><AdSystem>S</AdSystem><Creatives><Creative>\
      <CompanionAds><Companion width="300" height="250"/></CompanionAds>\
      <Linear><Duration>00:00:05</Duration></Linear>\
      <NonLinearAds><NonLinear width="480" height="70"/></NonLinearAds>\
      </Creative></Creatives></InLine></Ad></VAST>
      """
    let creative = try #require(try VASTParser().parse(xml).ads.first?.inLine?.creatives.first)
    #expect(creative.linear?.duration == 5)
    #expect(creative.nonLinearAds?.nonLinears == [NonLinear(width: 480, height: 70)])
    #expect(creative.companionAds?.companions == [Companion(width: 300, height: 250)])
  }

  @Test("A Creative's bodies can be set and cleared one by one; a creative without any is empty")
  func creativeBodiesAreIndependent() {
    var creative = Creative(id: "c", linear: Linear(duration: 5))
    #expect(creative.linear?.duration == 5)
    #expect(creative.companionAds == nil)
    creative.companionAds = CompanionAds(companions: [Companion(width: 1, height: 1)])
    creative.nonLinearAds = NonLinearAds()
    #expect(creative.linear?.duration == 5)
    #expect(creative.nonLinearAds == NonLinearAds())
    creative.linear = nil
    creative.nonLinearAds = nil
    creative.companionAds = nil
    #expect(creative == Creative(id: "c"))
  }

  // MARK: Linear

  @Test("Linear duration, skip offset as time and as percent, AdParameters")
  func linearBasics() throws {
    let linear = try #require(try creative(0).linear)
    #expect(linear.duration == 30.5)
    #expect(linear.skipOffset == .time(5))
    #expect(linear.isSkippable)
    #expect(linear.adParameters == AdParameters(value: "&lt;params/&gt;", xmlEncoded: true))
    let second = try #require(try fullDocument().ads.last?.inLine?.creatives.first?.linear)
    #expect(second.skipOffset == .percentage(25))
    #expect(second.duration == 60)
  }

  @Test("MediaFile with every attribute; an empty MediaFile is dropped")
  func mediaFiles() throws {
    let linear = try #require(try creative(0).linear)
    #expect(
      linear.mediaFiles == [
        MediaFile(
          url: "https://cdn.example.com/ad-1080.mp4", id: "mf-1", delivery: "progressive",
          type: "video/mp4", width: 1920, height: 1080, codec: "avc1.640028", bitrate: 4000,
          minBitrate: 3000, maxBitrate: 5000, scalable: true, maintainAspectRatio: false,
          fileSize: 15_000_000, mediaType: "2D", apiFramework: "VPAID"),
        MediaFile(
          url: "https://cdn.example.com/ad.m3u8", delivery: "streaming",
          type: "application/x-mpegURL", width: 0, height: 0),
      ])
  }

  @Test("Mezzanine, InteractiveCreativeFile and ClosedCaptionFiles")
  func otherMediaFiles() throws {
    let linear = try #require(try creative(0).linear)
    #expect(
      linear.mezzanines == [
        Mezzanine(
          url: "https://cdn.example.com/mezzanine.mp4", id: "mz-1", delivery: "progressive",
          type: "video/mp4", width: 3840, height: 2160, codec: "hvc1", fileSize: 900_000_000,
          mediaType: "360")
      ])
    #expect(
      linear.interactiveCreativeFiles == [
        InteractiveCreativeFile(
          url: "https://cdn.example.com/simid.html", type: "text/html", apiFramework: "SIMID",
          variableDuration: true)
      ])
    #expect(
      linear.closedCaptionFiles == [
        ClosedCaptionFile(
          url: "https://cdn.example.com/captions-en.vtt", type: "text/vtt", language: "en"),
        ClosedCaptionFile(
          url: "https://cdn.example.com/captions-fr.ttml", type: "application/ttml+xml",
          language: "fr"),
      ])
  }

  @Test("VideoClicks: ClickThrough, ClickTracking and CustomClick with ids")
  func videoClicks() throws {
    let linear = try #require(try creative(0).linear)
    #expect(
      linear.videoClicks
        == VideoClicks(
          clickThrough: IdentifiedURL(id: "ct", url: "https://advertiser.example.com/landing"),
          clickTracking: [
            IdentifiedURL(id: "tr-1", url: "https://example.com/click1"),
            IdentifiedURL(url: "https://example.com/click2"),
          ],
          customClicks: [IdentifiedURL(id: "custom-1", url: "https://example.com/custom")]))
  }

  @Test("Tracking events: progress offsets, folded names, unknown names kept, empty ones dropped")
  func linearTracking() throws {
    let linear = try #require(try creative(0).linear)
    let vendor = TrackingEventType(rawValue: "vendorCustomEvent")
    #expect(
      linear.trackingEvents == [
        TrackingEvent(event: .loaded, url: "https://example.com/loaded"),
        TrackingEvent(event: .start, url: "https://example.com/start"),
        TrackingEvent(event: .firstQuartile, url: "https://example.com/q1"),
        TrackingEvent(event: .midpoint, url: "https://example.com/mid"),
        TrackingEvent(event: .thirdQuartile, url: "https://example.com/q3"),
        TrackingEvent(event: .complete, url: "https://example.com/complete"),
        TrackingEvent(event: .progress, url: "https://example.com/progress-10s", offset: .time(10)),
        TrackingEvent(
          event: .progress, url: "https://example.com/progress-75", offset: .percentage(75)),
        TrackingEvent(event: .firstQuartile, url: "https://example.com/q1-upper"),
        TrackingEvent(event: .closeLinear, url: "https://example.com/close"),
        TrackingEvent(event: .fullscreen, url: "https://example.com/fullscreen"),
        TrackingEvent(event: .exitFullscreen, url: "https://example.com/exit-fullscreen"),
        TrackingEvent(event: .skip, url: "https://example.com/skip"),
        TrackingEvent(event: vendor, url: "https://example.com/custom-event"),
      ])
    #expect(vendor.rawValue == "vendorCustomEvent")
    #expect(!vendor.isStandard)
    #expect(TrackingEventType(rawValue: " CloseLinear ") == .closeLinear)
    #expect(TrackingEventType.closeLinear.isStandard)
  }

  @Test("Icons with Static, IFrame and HTML resources, clicks, fallback images, view tracking")
  func icons() throws {
    let linear = try #require(try creative(0).linear)
    #expect(
      linear.icons == [
        Icon(
          program: "AdChoices", width: 77, height: 15, xPosition: "right", yPosition: "top",
          duration: 10, offset: 2, apiFramework: "none", pixelRatio: 2,
          resources: [
            .staticResource(url: "https://example.com/adchoices.png", creativeType: "image/png")
          ],
          clickThrough: "https://example.com/adchoices-info",
          clickTracking: [IdentifiedURL(id: "ict-1", url: "https://example.com/icon-click")],
          clickFallbackImages: [
            IconClickFallbackImage(
              width: 300, height: 250, altText: "Why this ad?",
              url: "https://example.com/fallback.png")
          ],
          viewTracking: ["https://example.com/icon-view"]),
        Icon(
          program: "Sponsor", width: 100, height: 40, xPosition: "20", yPosition: "bottom",
          pixelRatio: 1.5, resources: [.iframe(url: "https://example.com/icon-frame.html")]),
        Icon(
          program: "HTMLIcon", xPosition: "left", yPosition: "30",
          resources: [.html(#"<div class="icon">i</div>"#)]),
      ])
    #expect(linear.icons.flatMap(\.resources).map(\.kind) == ["static", "iframe", "html"])
  }

  // MARK: NonLinear and companions

  @Test("NonLinearAds: every NonLinear attribute, resources, clicks and tracking")
  func nonLinearAds() throws {
    let creative = try creative(1)
    #expect(creative.id == "creative-nonlinear")
    #expect(creative.sequence == 2)
    #expect(creative.linear == nil)
    #expect(
      creative.nonLinearAds
        == NonLinearAds(
          nonLinears: [
            NonLinear(
              id: "nl-1", width: 300, height: 50, expandedWidth: 600, expandedHeight: 100,
              scalable: true, maintainAspectRatio: false, minSuggestedDuration: 15,
              apiFramework: "VPAID",
              resources: [
                .staticResource(url: "https://example.com/overlay.jpg", creativeType: "image/jpeg"),
                .iframe(url: "https://example.com/overlay.html"),
                .html("<p>overlay</p>"),
              ],
              adParameters: AdParameters(value: "overlay=1"),
              clickThrough: "https://advertiser.example.com/overlay",
              clickTracking: [
                IdentifiedURL(id: "nlct-1", url: "https://example.com/overlay-click")
              ]),
            NonLinear(
              width: 728, height: 90,
              resources: [
                .staticResource(url: "https://example.com/banner.gif", creativeType: "image/gif")
              ]),
          ],
          trackingEvents: [
            TrackingEvent(event: .acceptInvitation, url: "https://example.com/accept"),
            TrackingEvent(event: .close, url: "https://example.com/overlay-close"),
          ]))
  }

  @Test("CompanionAds: every Companion attribute, AltText, clicks, creativeView tracking")
  func companionAds() throws {
    let creative = try creative(2)
    #expect(
      creative.companionAds
        == CompanionAds(
          required: .any,
          companions: [
            Companion(
              id: "comp-1", width: 300, height: 250, assetWidth: 600, assetHeight: 500,
              expandedWidth: 640, expandedHeight: 480, apiFramework: "SIMID", adSlotId: "slot-top",
              pixelRatio: 2, renderingMode: .endCard,
              resources: [
                .staticResource(url: "https://example.com/companion.png", creativeType: "image/png")
              ],
              adParameters: AdParameters(value: "k=v", xmlEncoded: false),
              altText: "Acme companion",
              clickThrough: "https://advertiser.example.com/companion",
              clickTracking: [
                IdentifiedURL(id: "cct-1", url: "https://example.com/companion-click")
              ],
              trackingEvents: [
                TrackingEvent(event: .creativeView, url: "https://example.com/companion-view")
              ]),
            Companion(
              width: 728, height: 90, renderingMode: .concurrent,
              resources: [.html("<!DOCTYPE html><html><body>Ad</body></html>")]),
          ]))
  }

  @Test(
    "CompanionAds required: all, any, none; unknown or absent is nil",
    arguments: [
      (#" required="all""#, CompanionRequirement.all),
      (#" required="ANY""#, .any),
      (#" required="none""#, CompanionRequirement.none),
      (#" required="bogus""#, nil),
      ("", nil),
    ] as [(String, CompanionRequirement?)])
  func companionRequirement(attribute: String, expected: CompanionRequirement?) throws {
    let xml = """
      <VAST version="3.0"><Ad><InLine><AdSystem>S</AdSystem><Creatives><Creative>\
      <CompanionAds\(attribute)><Companion width="1" height="1"/></CompanionAds>\
      </Creative></Creatives></InLine></Ad></VAST>
      """
    let companions = try #require(
      try VASTParser().parse(xml).ads.first?.inLine?.creatives.first?.companionAds)
    #expect(companions.required == expected)
    #expect(companions.companions == [Companion(width: 1, height: 1)])
  }
}

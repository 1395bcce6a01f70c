import Foundation
import Interlude
import Testing

/// The content parameters Google Ad Manager documents for Ad Exchange video requests through
/// IMA ("Ad Exchange video tag parameters for IMA3"): `vid_t`, `vid_kw`, `vid_d`.
@Suite("AdTagParameters: content")
struct AdTagContentParametersTests {
  static let gam = "https://pubads.g.doubleclick.net/gampad/ads"

  func apply(
    _ tag: String, title: String? = nil, keywords: [String] = [], duration: Double? = nil
  ) throws -> String {
    let url = try #require(URL(string: tag))
    return AdTagParameters.apply(
      to: url, settings: Settings(), privacy: .withheld, device: DeviceInfo(), correlator: "1",
      contentTitle: title, contentKeywords: keywords, contentDuration: duration
    ).absoluteString
  }

  func values(_ url: String, _ name: String) -> [String] {
    let query = url.split(separator: "?", maxSplits: 1).last ?? ""
    return query.split(separator: "&").compactMap { item in
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return parts[0] == name ? String(parts.count > 1 ? parts[1] : "") : nil
    }
  }

  @Test("IMA: contentTitle is sent as vid_t on Ad Manager tags, percent-encoded")
  func title() throws {
    let result = try apply(Self.gam + "?iu=/1/v", title: "Cats & dogs: part 2")
    #expect(values(result, "vid_t") == ["Cats%20%26%20dogs%3A%20part%202"])
  }

  @Test("IMA: contentKeywords are sent as vid_kw, comma-separated, empty ones left out")
  func keywords() throws {
    let result = try apply(Self.gam + "?iu=/1/v", keywords: ["sport", "", "golf, open"])
    #expect(values(result, "vid_kw") == ["sport,golf%2C%20open"])
    #expect(values(try apply(Self.gam + "?iu=/1/v", keywords: [""]), "vid_kw").isEmpty)
  }

  @Test("IMA: contentDuration is sent as vid_d on Ad Manager tags, in whole seconds")
  func duration() throws {
    #expect(values(try apply(Self.gam + "?iu=/1/v", duration: 600.4), "vid_d") == ["600"])
    #expect(values(try apply(Self.gam + "?iu=/1/v", duration: 89.5), "vid_d") == ["90"])
    for unusable in [0, -1, 0.2, .nan, .infinity, 1e300] {
      #expect(
        values(try apply(Self.gam + "?iu=/1/v", duration: unusable), "vid_d").isEmpty,
        "\(unusable) writes no vid_d")
    }
  }

  @Test("Ad Manager: the publisher's vid_t, vid_kw and vid_d are kept")
  func publisherValuesKept() throws {
    let result = try apply(
      Self.gam + "?iu=/1/v&vid_t=Mine&vid_kw=a&vid_d=30", title: "Other", keywords: ["b"],
      duration: 600)
    #expect(values(result, "vid_t") == ["Mine"])
    #expect(values(result, "vid_kw") == ["a"])
    #expect(values(result, "vid_d") == ["30"])
    #expect(AdTagParameters.parameterNames.isSuperset(of: ["vid_t", "vid_kw", "vid_d"]))
  }

  @Test("Other ad servers get no content parameters")
  func otherHost() throws {
    let tag = "https://ads.example.com/vast?x=1"
    #expect(try apply(tag, title: "T", keywords: ["k"], duration: 60) == tag)
  }
}

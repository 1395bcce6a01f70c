/// Merges wrapper data into the InLine ad a chain leads to (VAST 4.3 §2.3 and §3.19).
///
/// Lists (impressions, error URLs, tracking, click tracking, verifications, extensions,
/// viewable impressions) are joined, outermost wrapper first and the InLine's last, so every
/// party in the chain is told. Single values conflict: the element closest to the InLine wins
/// (the InLine's click-through, then the nearest wrapper's; companions likewise).
enum AdMerger {
  /// The InLine ad with the wrappers' data merged in; `wrappers` are outermost first.
  ///
  /// The result keeps the InLine ad's attributes except `sequence`, which comes from the
  /// outermost ad that has one, so a pod position survives wrapping.
  static func merge(_ inLineAd: Ad, wrappers: [Ad]) -> Ad {
    guard case .inLine(var inLine) = inLineAd.content else { return inLineAd }
    for wrapperAd in wrappers.reversed() {
      guard let wrapper = wrapperAd.wrapper else { continue }
      merge(wrapper, into: &inLine)
    }
    var merged = inLineAd
    merged.content = .inLine(inLine)
    merged.sequence = wrappers.lazy.compactMap(\.sequence).first ?? inLineAd.sequence
    return merged
  }

  /// The first InLine category that a wrapper in the chain blocks, if any (error 205).
  static func blockedCategory(of inLine: InLine, wrappers: [Ad]) -> AdCategory? {
    let blocked = wrappers.flatMap { $0.wrapper?.blockedAdCategories ?? [] }
    return inLine.categories.first { category in
      blocked.contains {
        $0.value == category.value && ($0.authority ?? category.authority) == category.authority
      }
    }
  }

  private static func merge(_ wrapper: Wrapper, into inLine: inout InLine) {
    inLine.impressions = wrapper.impressions + inLine.impressions
    inLine.errorURLs = wrapper.errorURLs + inLine.errorURLs
    inLine.viewableImpressions = wrapper.viewableImpressions + inLine.viewableImpressions
    inLine.adVerifications = wrapper.adVerifications + inLine.adVerifications
    inLine.extensions = wrapper.extensions + inLine.extensions
    let creatives = wrapper.creatives
    let linears = creatives.compactMap(\.linear)
    let nonLinears = creatives.compactMap(\.nonLinearAds)
    for index in inLine.creatives.indices {
      if var linear = inLine.creatives[index].linear {
        for wrapperLinear in linears { mergeLinear(wrapperLinear, into: &linear) }
        inLine.creatives[index].linear = linear
      }
      if var ads = inLine.creatives[index].nonLinearAds {
        for wrapperAds in nonLinears { mergeNonLinear(wrapperAds, into: &ads) }
        inLine.creatives[index].nonLinearAds = ads
      }
    }
    let hasCompanions = inLine.creatives.contains { $0.companionAds != nil }
    if !hasCompanions {
      inLine.creatives += creatives.compactMap(companionsOnly)
    }
  }

  /// A wrapper creative's companions as a creative of their own: the wrapper's linear and
  /// non-linear bodies are merged into the InLine's, never played.
  private static func companionsOnly(_ creative: Creative) -> Creative? {
    guard creative.companionAds != nil else { return nil }
    var companions = creative
    companions.linear = nil
    companions.nonLinearAds = nil
    return companions
  }

  private static func mergeLinear(_ wrapper: Linear, into linear: inout Linear) {
    linear.trackingEvents = wrapper.trackingEvents + linear.trackingEvents
    let programs = Set(linear.icons.compactMap(\.program))
    linear.icons += wrapper.icons.filter { $0.program.map { !programs.contains($0) } ?? true }
    guard let wrapperClicks = wrapper.videoClicks else { return }
    var clicks = linear.videoClicks ?? VideoClicks()
    clicks.clickTracking = wrapperClicks.clickTracking + clicks.clickTracking
    clicks.customClicks = wrapperClicks.customClicks + clicks.customClicks
    clicks.clickThrough = clicks.clickThrough ?? wrapperClicks.clickThrough
    linear.videoClicks = clicks
  }

  private static func mergeNonLinear(_ wrapper: NonLinearAds, into ads: inout NonLinearAds) {
    ads.trackingEvents = wrapper.trackingEvents + ads.trackingEvents
    let clickTracking = wrapper.nonLinears.flatMap(\.clickTracking)
    guard !clickTracking.isEmpty else { return }
    for index in ads.nonLinears.indices {
      ads.nonLinears[index].clickTracking = clickTracking + ads.nonLinears[index].clickTracking
    }
  }
}

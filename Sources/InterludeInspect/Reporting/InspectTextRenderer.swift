import Foundation
import InterludeVAST

/// Renders an ``InspectReport`` as a readable indented tree: what `interlude inspect` prints.
///
/// The text is for people, not programs: absent values are left out, and its wording may change
/// between releases (scripts should read `inspect --json`, whose shape is stable).
public struct InspectTextRenderer: Sendable {
  /// The text of one level of indentation.
  public var indentUnit: String

  /// Creates a renderer that indents each level with `indentUnit` (two spaces by default).
  public init(indentUnit: String = "  ") {
    self.indentUnit = indentUnit
  }

  /// The tree of `report`, one item per line, ending with a newline.
  public func render(_ report: InspectReport) -> String {
    var lines: [String] = []
    appendDocument(report, depth: 0, to: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: Documents

  private func appendDocument(_ report: InspectReport, depth: Int, to lines: inout [String]) {
    let family = report.kind.uppercased()
    // A rejected document (or none: a failed request) has no version worth a mention.
    let version = report.version ?? (report.failure == nil ? "(no version)" : nil)
    line(version.map { "\(family) \($0)" } ?? family, depth, &lines)
    if let failure = report.failure {
      line("rejected: \(describe(failure, family: family))", depth + 1, &lines)
    }
    list("error URLs", report.errorURLs, depth + 1, &lines)
    for (index, ad) in report.ads.enumerated() {
      appendAd(ad, number: index + 1, depth: depth + 1, to: &lines)
    }
    for entry in report.adFailures {
      let id = entry.adId.map { " \(quoted($0))" } ?? ""
      let failure = describe(entry.failure, family: family)
      line("skipped ad \(entry.index + 1)\(id): \(failure)", depth + 1, &lines)
    }
    for adBreak in report.adBreaks {
      appendBreak(adBreak, depth: depth + 1, to: &lines)
    }
  }

  private func appendAd(_ ad: InspectReport.Ad, number: Int, depth: Int, to lines: inout [String]) {
    var traits = [ad.type]
    if let sequence = ad.sequence { traits.append("sequence \(sequence)") }
    if let adType = ad.adType { traits.append(adType) }
    if ad.conditionalAd == true { traits.append("conditional") }
    let id = ad.id.map { " \(quoted($0))" } ?? ""
    line("ad \(number)\(id) (\(traits.joined(separator: ", ")))", depth, &lines)
    let system = [ad.adSystem, ad.adSystemVersion].compactMap { $0 }.joined(separator: " ")
    value("ad system", system.isEmpty ? nil : system, depth + 1, &lines)
    value("title", ad.title, depth + 1, &lines)
    value("advertiser", ad.advertiser, depth + 1, &lines)
    value("ad serving ID", ad.adServingId, depth + 1, &lines)
    value("VAST ad tag URI", ad.vastAdTagURI, depth + 1, &lines)
    if ad.type == "wrapper" {
      let flag = { (value: Bool?) in value.map(String.init) ?? "-" }
      line(
        "wrapper attributes: followAdditionalWrappers \(flag(ad.followAdditionalWrappers)), "
          + "allowMultipleAds \(flag(ad.allowMultipleAds)), "
          + "fallbackOnNoAd \(flag(ad.fallbackOnNoAd))", depth + 1, &lines)
    }
    if let pricing = ad.pricing {
      let price = [pricing.value, pricing.model, pricing.currency].compactMap { $0 }
      value("pricing", price.joined(separator: " "), depth + 1, &lines)
    }
    for impression in ad.viewableImpressions {
      line("viewable impression\(impression.id.map { " \(quoted($0))" } ?? "")", depth + 1, &lines)
      list("viewable", impression.viewable, depth + 2, &lines)
      list("not viewable", impression.notViewable, depth + 2, &lines)
      list("view undetermined", impression.viewUndetermined, depth + 2, &lines)
    }
    list("impressions", ad.impressions, depth + 1, &lines)
    list("error URLs", ad.errorURLs, depth + 1, &lines)
    for verification in ad.adVerifications {
      line("verification \(verification.vendor.map(quoted) ?? "(no vendor)")", depth + 1, &lines)
      list("JavaScript", verification.javaScriptResources, depth + 2, &lines)
      list("executable", verification.executableResources, depth + 2, &lines)
      events(verification.trackingEvents, depth + 2, &lines)
    }
    for (index, creative) in ad.creatives.enumerated() {
      appendCreative(creative, number: index + 1, depth: depth + 1, to: &lines)
    }
  }

  // MARK: Creatives

  private func appendCreative(
    _ creative: InspectReport.Creative, number: Int, depth: Int, to lines: inout [String]
  ) {
    var traits: [String] = []
    if let sequence = creative.sequence { traits.append("sequence \(sequence)") }
    if let adId = creative.adId { traits.append("adId \(adId)") }
    if let framework = creative.apiFramework { traits.append("apiFramework \(framework)") }
    let id = creative.id.map { " \(quoted($0))" } ?? ""
    let suffix = traits.isEmpty ? "" : " (\(traits.joined(separator: ", ")))"
    line("creative \(number)\(id)\(suffix)", depth, &lines)
    let universal = creative.universalAdIds.map { id in
      id.registry.map { "\($0): \(id.value)" } ?? id.value
    }
    list("universal ad IDs", universal, depth + 1, &lines)
    if let linear = creative.linear { appendLinear(linear, depth: depth + 1, to: &lines) }
    if let ads = creative.nonLinearAds {
      line("non-linear ads", depth + 1, &lines)
      for nonLinear in ads.nonLinears {
        let size = dimensions(nonLinear.width, nonLinear.height)
        line(titled("non-linear", nonLinear.id) + size, depth + 2, &lines)
        if let duration = nonLinear.minSuggestedDuration {
          value("min suggested duration", VASTTime.string(from: duration), depth + 3, &lines)
        }
        resources(nonLinear.resources, depth + 3, &lines)
        value("click through", nonLinear.clickThrough, depth + 3, &lines)
        list("click tracking", nonLinear.clickTracking, depth + 3, &lines)
      }
      events(ads.trackingEvents, depth + 2, &lines)
    }
    if let ads = creative.companionAds {
      let required = ads.required.map { " (required: \($0))" } ?? ""
      line("companion ads\(required)", depth + 1, &lines)
      for companion in ads.companions {
        let size = dimensions(companion.width, companion.height)
        line(titled("companion", companion.id) + size, depth + 2, &lines)
        value("ad slot ID", companion.adSlotId, depth + 3, &lines)
        value("rendering mode", companion.renderingMode, depth + 3, &lines)
        resources(companion.resources, depth + 3, &lines)
        value("alt text", companion.altText, depth + 3, &lines)
        value("click through", companion.clickThrough, depth + 3, &lines)
        list("click tracking", companion.clickTracking, depth + 3, &lines)
        events(companion.trackingEvents, depth + 3, &lines)
      }
    }
  }

  private func appendLinear(_ linear: InspectReport.Linear, depth: Int, to lines: inout [String]) {
    var traits: [String] = []
    if let duration = linear.duration {
      traits.append("duration \(VASTTime.string(from: duration))")
    }
    if let skipOffset = linear.skipOffset { traits.append("skippable after \(skipOffset)") }
    line("linear" + (traits.isEmpty ? "" : " (\(traits.joined(separator: ", ")))"), depth, &lines)
    if !linear.mediaFiles.isEmpty {
      line("media files:", depth + 1, &lines)
      for file in linear.mediaFiles {
        line("- \(describe(file))", depth + 2, &lines)
      }
    }
    events(linear.trackingEvents, depth + 1, &lines)
    value("click through", linear.clickThrough, depth + 1, &lines)
    list("click tracking", linear.clickTracking, depth + 1, &lines)
    list("custom clicks", linear.customClicks, depth + 1, &lines)
    for icon in linear.icons {
      var traits: [String] = []
      if let x = icon.xPosition, let y = icon.yPosition { traits.append("at \(x),\(y)") }
      if let offset = icon.offset { traits.append("from \(VASTTime.string(from: offset))") }
      if let duration = icon.duration { traits.append("for \(VASTTime.string(from: duration))") }
      let size = dimensions(icon.width, icon.height)
      let suffix = traits.isEmpty ? "" : " (\(traits.joined(separator: ", ")))"
      line(titled("icon", icon.program) + size + suffix, depth + 1, &lines)
      resources(icon.resources, depth + 2, &lines)
      value("click through", icon.clickThrough, depth + 2, &lines)
      list("click tracking", icon.clickTracking, depth + 2, &lines)
      list("view tracking", icon.viewTracking, depth + 2, &lines)
    }
  }

  // MARK: VMAP

  private func appendBreak(_ adBreak: InspectReport.AdBreak, depth: Int, to lines: inout [String]) {
    let id = adBreak.breakId.map { " \(quoted($0))" } ?? ""
    line("break\(id) at \(adBreak.timeOffset) (\(adBreak.breakType))", depth, &lines)
    if let repeatAfter = adBreak.repeatAfter {
      value("repeat after", VASTTime.string(from: repeatAfter), depth + 1, &lines)
    }
    if let source = adBreak.adSource {
      var traits: [String] = []
      if let allow = source.allowMultipleAds { traits.append("allowMultipleAds \(allow)") }
      if let follow = source.followRedirects { traits.append("followRedirects \(follow)") }
      let id = source.id.map { " \(quoted($0))" } ?? ""
      let suffix = traits.isEmpty ? "" : " (\(traits.joined(separator: ", ")))"
      line("source\(id)\(suffix)", depth + 1, &lines)
      let template = source.templateType.map { " (template \($0))" } ?? ""
      if let url = source.adTagURI { line("ad tag URI\(template): \(url)", depth + 2, &lines) }
      if let xml = source.customAdData {
        line("custom ad data\(template): \(xml.count) characters", depth + 2, &lines)
      }
      if let vast = source.vast { appendDocument(vast, depth: depth + 2, to: &lines) }
    } else {
      line("no ad source", depth + 1, &lines)
    }
    events(adBreak.trackingEvents, depth + 1, &lines)
  }

  // MARK: Pieces

  private func describe(_ failure: InspectReport.Failure, family: String) -> String {
    let location = failure.line.map { " (line \($0))" } ?? ""
    return "\(family) error \(failure.code): \(failure.message)\(location)"
  }

  private func describe(_ file: InspectReport.MediaFile) -> String {
    var parts: [String] = []
    if let type = file.type { parts.append(type) }
    if let delivery = file.delivery { parts.append(delivery) }
    if let width = file.width, let height = file.height { parts.append("\(width)x\(height)") }
    if let bitrate = file.bitrate { parts.append("\(bitrate) kbps") }
    if let codec = file.codec { parts.append("codec \(codec)") }
    if let framework = file.apiFramework { parts.append(framework) }
    return (parts + [file.url]).joined(separator: " ")
  }

  private func dimensions(_ width: Int?, _ height: Int?) -> String {
    guard let width, let height else { return "" }
    return " \(width)x\(height)"
  }

  private func quoted(_ text: String) -> String { "\"\(text)\"" }

  private func titled(_ word: String, _ name: String?) -> String {
    name.map { "\(word) \(quoted($0))" } ?? word
  }

  private func resources(
    _ resources: [InspectReport.Resource], _ depth: Int, _ lines: inout [String]
  ) {
    for resource in resources {
      let type = resource.creativeType.map { " \($0)" } ?? ""
      let content = resource.content.trimmingCharacters(in: .whitespacesAndNewlines)
      let shown = resource.kind == "html" ? "\(content.count) characters of HTML" : content
      line("\(resource.kind) resource\(type): \(shown)", depth, &lines)
    }
  }

  private func events(
    _ events: [InspectReport.TrackingEntry], _ depth: Int, _ lines: inout [String]
  ) {
    guard !events.isEmpty else { return }
    line("tracking events:", depth, &lines)
    for entry in events {
      list(entry.event, entry.urls, depth + 1, &lines)
    }
  }

  private func value(_ label: String, _ text: String?, _ depth: Int, _ lines: inout [String]) {
    guard let text else { return }
    line("\(label): \(text)", depth, &lines)
  }

  private func list(_ label: String, _ items: [String], _ depth: Int, _ lines: inout [String]) {
    guard !items.isEmpty else { return }
    line("\(label):", depth, &lines)
    for item in items {
      line("- \(item.isEmpty ? "(empty)" : item)", depth + 1, &lines)
    }
  }

  private func line(_ text: String, _ depth: Int, _ lines: inout [String]) {
    lines.append(String(repeating: indentUnit, count: depth) + text)
  }
}

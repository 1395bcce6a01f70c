/// Draws a ``SessionTimeline`` as one inline SVG: a time axis, then lanes for the content, the
/// ad breaks, the ads (bars with quartile ticks), the requests, the beacons and the errors.
///
/// Every shape carries an SVG `<title>` (the browser shows it on hover) and a class the
/// stylesheet colours and tests count: `content`, `break`, `ad`, `quartile`, `request`,
/// `beacon`, `error`.
struct TimelineSVG {
  /// What to draw.
  var timeline: SessionTimeline
  /// The width of the drawing, in pixels.
  var width = 1100.0

  /// Room on the left for the lane names.
  private let gutter = 80.0
  private let top = 26.0
  private let laneHeight = 28.0
  private static let lanes = ["content", "breaks", "ads", "requests", "beacons", "errors"]

  /// The `<svg>` element.
  var markup: String {
    let height = top + Double(Self.lanes.count) * laneHeight + 6
    let size = "width=\"\(format(width))\" height=\"\(format(height))\""
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\" role=\"img\" \(size)"
      + " viewBox=\"0 0 \(format(width)) \(format(height))\">\n"
    svg += "<title>Session timeline, \(HTMLFormat.clock(timeline.duration))</title>\n"
    svg += axis(bottom: height - 6)
    for (index, lane) in Self.lanes.enumerated() {
      svg += "<text class=\"lane\" x=\"4\" y=\"\(format(laneY(index) + 18))\">\(lane)</text>\n"
    }
    for span in timeline.content {
      let title = "content \(HTMLFormat.clock(span.start)) to \(HTMLFormat.clock(span.end))"
      svg += bar(span.start, span.end, lane: 0, className: "content", title: title) + "\n"
    }
    for span in timeline.breaks {
      let range = "\(HTMLFormat.clock(span.start)) to \(HTMLFormat.clock(span.end))"
      svg +=
        bar(
          span.start, span.end, lane: 1, className: "break", title: "break \(span.label), \(range)")
        + "\n"
    }
    for ad in timeline.ads {
      svg += adBar(ad)
    }
    svg += marks(.request, lane: 3)
    svg += marks(.beacon, lane: 4)
    svg += marks(.error, lane: 5)
    return svg + "</svg>\n"
  }

  private func x(_ t: Double) -> Double {
    let span = width - gutter - 12
    return gutter + (timeline.duration > 0 ? min(max(t / timeline.duration, 0), 1) : 0) * span
  }

  private func laneY(_ index: Int) -> Double { top + Double(index) * laneHeight }

  /// Tick marks every 1, 2, 5, 10, 15, 30 s, 1, 2, 5, 10, 30 or 60 min: at most a dozen.
  private func axis(bottom: Double) -> String {
    let steps: [Double] = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600]
    let duration = timeline.duration
    let step = steps.first { duration / $0 <= 12 } ?? (duration / 12).rounded(.up)
    var svg = "<g class=\"axis\">\n"
    var index = 0.0
    while index * step <= duration {
      let position = format(x(index * step))
      svg += "<line x1=\"\(position)\" y1=\"\(format(top - 6))\" x2=\"\(position)\""
      svg += " y2=\"\(format(bottom))\"/>"
      // Ticks fall on whole seconds: `2:30`, not `2:30.0`.
      let label = String(HTMLFormat.clock(index * step).dropLast(2))
      svg += "<text x=\"\(position)\" y=\"\(format(top - 10))\">\(label)</text>\n"
      index += 1
    }
    return svg + "</g>\n"
  }

  /// A bar at least 2 px wide, with its hover title; left open when `children` follow.
  private func bar(
    _ start: Double, _ end: Double, lane: Int, className: String, title: String
  ) -> String {
    let left = x(start)
    let barWidth = max(x(end) - left, 2)
    let attributes =
      "x=\"\(format(left))\" y=\"\(format(laneY(lane) + 4))\" width=\"\(format(barWidth))\""
      + " height=\"\(format(laneHeight - 8))\""
    return
      "<rect class=\"\(className)\" \(attributes)><title>\(HTMLEscaping.text(title))</title></rect>"
  }

  /// An ad's bar, then one tick per quartile reached, grouped.
  private func adBar(_ ad: TimelineAdBar) -> String {
    let name = ad.adBreak.map { "\(ad.ad) in \($0)" } ?? ad.ad
    let title =
      "\(name): \(HTMLFormat.clock(ad.start)) to \(HTMLFormat.clock(ad.end)), \(ad.ending)"
    let className = ad.ending == "error" ? "ad failed" : "ad"
    var svg =
      "<g class=\"ad-group\">" + bar(ad.start, ad.end, lane: 2, className: className, title: title)
    for quartile in ad.quartiles {
      let position = format(x(quartile.t))
      svg += "<line class=\"quartile\" x1=\"\(position)\" y1=\"\(format(laneY(2) + 2))\""
      svg += " x2=\"\(position)\" y2=\"\(format(laneY(2) + laneHeight - 2))\">"
      svg +=
        "<title>\(HTMLEscaping.text("\(quartile.name) at \(HTMLFormat.clock(quartile.t))"))</title></line>"
    }
    return svg + "</g>\n"
  }

  /// One mark per beacon, request or error; marks at the same pixel are stacked in up to
  /// four rows so that each keeps its own hover title.
  private func marks(_ kind: TimelineMark.Kind, lane: Int) -> String {
    var svg = ""
    var lastColumn = -1
    var row = 0
    for mark in timeline.marks where mark.kind == kind {
      let column = Int(x(mark.t) / 4)
      row = column == lastColumn ? (row + 1) % 4 : 0
      lastColumn = column
      let centre = "cx=\"\(format(x(mark.t)))\" cy=\"\(format(laneY(lane) + 6 + Double(row) * 5))\""
      let title = "\(HTMLFormat.clock(mark.t)) \(mark.title)"
      svg += "<circle class=\"\(kind.rawValue)\" \(centre) r=\"\(kind == .error ? "4" : "2.5")\">"
      svg += "<title>\(HTMLEscaping.text(title))</title></circle>\n"
    }
    return svg
  }

  private func format(_ value: Double) -> String { HTMLFormat.number(value) }
}

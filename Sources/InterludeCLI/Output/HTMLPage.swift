/// The frame of an HTML report: one self-contained file with its stylesheet inline, no script
/// and no external resource, written as well-formed XHTML-compatible markup (every element
/// closed, every attribute quoted, only XML's predefined entities) so that an XML parser reads
/// it as a browser does.
struct HTMLPage {
  /// The page title, plain text (escaped here).
  var title: String
  /// The body's markup, already escaped.
  var body: String

  /// The whole file.
  var markup: String {
    """
    <!DOCTYPE html>
    <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
    <head>
    <meta charset="utf-8"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <title>\(HTMLEscaping.text(title))</title>
    <style>
    \(Self.stylesheet)
    </style>
    </head>
    <body>
    <h1>\(HTMLEscaping.text(title))</h1>
    \(body)</body>
    </html>

    """
  }

  /// The stylesheet (no `<` or `&`, so it is valid as XML text too).
  static let stylesheet = """
    body { font: 13px/1.4 -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
      margin: 16px; color: #1d2329; background: #fff; }
    h1 { font-size: 18px; margin: 0 0 8px; }
    h2 { font-size: 15px; margin: 20px 0 6px; }
    .summary { background: #f3f5f8; border: 1px solid #d5dbe3; border-radius: 4px; padding: 8px 10px; }
    .summary p { margin: 2px 0; }
    .bad { color: #c0162b; font-weight: 600; }
    .good { color: #18794e; font-weight: 600; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 2px 6px; border-bottom: 1px solid #e6e9ee;
      vertical-align: top; }
    th { background: #f3f5f8; font-weight: 600; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    td.url { overflow-wrap: normal; word-break: normal;
      font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
    td.mark { text-align: center; font-weight: 600; }
    tr.failed td { color: #c0162b; }
    .bars { position: relative; width: 320px; min-width: 320px; }
    .bars .wait { position: absolute; top: 4px; height: 10px; background: #4a7fd4;
      border-radius: 2px; min-width: 2px; }
    tr.failed .bars .wait { background: #c0162b; }
    ul.findings { margin: 2px 0 0; padding-left: 16px; word-break: normal;
      overflow-wrap: normal; font-family: -apple-system, "Segoe UI", Roboto, "DejaVu Sans",
      sans-serif; }
    ul.failures li { margin: 2px 0; }
    ul.media li.failed { color: #c0162b; }
    .verdict { font-size: 15px; }
    pre.xml { max-height: 320px; overflow: auto; background: #f6f8fa; border: 1px solid #e6e9ee;
      padding: 6px; font-size: 11px; white-space: pre-wrap; overflow-wrap: anywhere; }
    details.xml summary { cursor: pointer; color: #57606a; }
    li.error { color: #c0162b; }
    li.warning { color: #9a6700; }
    li.info { color: #57606a; }
    svg.timeline { display: block; max-width: 100%; height: auto; border: 1px solid #d5dbe3;
      background: #fbfcfd; }
    svg .axis line { stroke: #e1e5ea; stroke-width: 1; }
    svg .axis text, svg text.lane { font-size: 11px; fill: #57606a; }
    svg .axis text { text-anchor: middle; }
    svg rect.content { fill: #9db4cf; }
    svg rect.break { fill: #f2c14e; }
    svg rect.ad { fill: #e07a1f; stroke: #fff; stroke-width: 1; }
    svg rect.failed { fill: #c0162b; }
    svg line.quartile { stroke: #1d2329; stroke-width: 1.5; }
    svg circle.beacon { fill: #2b8a3e; }
    svg circle.request { fill: #4a7fd4; }
    svg circle.error { fill: #c0162b; }
    .legend span { display: inline-block; margin-right: 12px; }
    .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 4px;
      vertical-align: -1px; }
    details { margin-top: 12px; }
    """
}

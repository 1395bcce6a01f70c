/// Turns an ``XMLNode`` tree rooted at `<vmap:VMAP>` into a ``VMAPDocument``.
package enum VMAPDecoder {
  package static func decode(_ root: XMLNode) throws(VASTError) -> VMAPDocument {
    guard root.name == "VMAP" else {
      throw VASTError(
        code: .vmapSchema, message: "Root element is <\(root.name)>, not <VMAP>", line: root.line)
    }
    let version = root.attribute("version")
    if let version, version.split(separator: ".").first != "1" {
      throw VASTError(
        code: .vmapVersionNotSupported, message: "VMAP version \(version) is not supported",
        line: root.line, version: version)
    }
    var breaks: [AdBreak] = []
    for node in root.children("AdBreak") {
      breaks.append(try decodeBreak(node))
    }
    return VMAPDocument(
      version: version, adBreaks: breaks,
      extensions: root.children("Extensions", "Extension").map(VASTDecoder.decodeExtension))
  }

  static func decodeBreak(_ node: XMLNode) throws(VASTError) -> AdBreak {
    guard let offsetText = node.attribute("timeOffset") else {
      throw VASTError(
        code: .vmapSchema, message: "<AdBreak> has no timeOffset", line: node.line)
    }
    guard let offset = BreakOffset(vmapValue: offsetText) else {
      throw VASTError(
        code: .vmapSchema, message: "<AdBreak> timeOffset \"\(offsetText)\" is not valid",
        line: node.line)
    }
    let types = (node.attribute("breakType") ?? "").split(separator: ",")
      .map { BreakType(rawValue: String($0)) }.filter { !$0.rawValue.isEmpty }
    return AdBreak(
      timeOffset: offset, breakTypes: types, breakId: node.attribute("breakId"),
      repeatAfter: node.timeAttribute("repeatAfter"),
      adSource: node.child("AdSource").flatMap(decodeSource),
      trackingEvents: node.children("TrackingEvents", "Tracking").compactMap { tracking in
        guard let event = tracking.attribute("event"), let url = tracking.value else { return nil }
        return BreakTrackingEvent(event: .init(rawValue: event), url: url)
      },
      extensions: node.children("Extensions", "Extension").map(VASTDecoder.decodeExtension))
  }

  static func decodeSource(_ node: XMLNode) -> AdSource? {
    let content: AdSource.Content
    if let data = node.child("VASTAdData") ?? node.child("VASTData") {
      content = .vastAdData(decodeInlineVAST(data))
    } else if let tag = node.child("AdTagURI"), let url = tag.value {
      content = .adTagURI(url: url, templateType: tag.attribute("templateType"))
    } else if let custom = node.child("CustomAdData") {
      content = .customAdData(
        xml: custom.innerXML.trimmingXMLWhitespace(), templateType: custom.attribute("templateType")
      )
    } else {
      return nil
    }
    return AdSource(
      id: node.attribute("id"), allowMultipleAds: node.boolAttribute("allowMultipleAds"),
      followRedirects: node.boolAttribute("followRedirects"), content: content)
  }

  private static func decodeInlineVAST(_ container: XMLNode) -> Result<VASTDocument, VASTError> {
    guard let vast = container.children.first else {
      return .failure(
        VASTError(
          code: .vmapAdDocumentParsing, message: "<VASTAdData> holds no VAST document",
          line: container.line))
    }
    return Result { () throws(VASTError) in try VASTDecoder.decode(vast) }
  }
}

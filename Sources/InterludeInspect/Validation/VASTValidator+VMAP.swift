import InterludeVAST

/// VMAP rules: the root, ad breaks, ad sources and the VAST documents inside them.
extension VASTValidator {
  /// Lints a `<vmap:VMAP>` element and everything inside it, inline VAST included.
  static func lintVMAP(_ vmap: LintNode, _ context: inout LintContext) {
    if vmap.attribute("version") == nil {
      context.report(
        LintRules.vmapMissingVersion, "<VMAP> has no version attribute", at: vmap)
    }
    for adBreak in vmap.children("AdBreak") {
      lintBreak(adBreak, &context)
    }
    walk(vmap, dialect: .vmap, &context)
  }

  static func lintBreak(_ adBreak: LintNode, _ context: inout LintContext) {
    if let offset = adBreak.attribute("timeOffset") {
      if BreakOffset(vmapValue: offset) == nil {
        context.report(
          LintRules.invalidTimeOffset,
          "timeOffset=\"\(offset)\" is not start, end, HH:MM:SS(.mmm), n% or #m", at: adBreak)
      }
    } else {
      context.report(
        LintRules.vmapBreakMissingTimeOffset, "<AdBreak> has no timeOffset attribute",
        at: adBreak)
    }
    if let types = adBreak.attribute("breakType") {
      for text in types.split(separator: ",", omittingEmptySubsequences: false) {
        let type = BreakType(rawValue: String(text))
        if !type.isStandard {
          context.report(
            LintRules.unknownBreakType,
            "breakType value \"\(text)\" is not linear, nonlinear or display", at: adBreak)
        }
      }
    } else {
      context.report(
        LintRules.vmapBreakMissingBreakType, "<AdBreak> has no breakType attribute", at: adBreak)
    }
    if let repeatAfter = adBreak.attribute("repeatAfter"),
      VASTTime.seconds(from: repeatAfter) == nil
    {
      context.report(
        LintRules.invalidRepeatAfter, "repeatAfter=\"\(repeatAfter)\" is not HH:MM:SS(.mmm)",
        at: adBreak)
    }
    if let source = adBreak.child("AdSource") {
      lintSource(source, &context)
    }
  }

  static func lintSource(_ source: LintNode, _ context: inout LintContext) {
    if let data = source.child("VASTAdData") ?? source.child("VASTData") {
      guard let vast = data.allChildren.first else {
        context.report(
          LintRules.vastAdDataRejected,
          "VMAP error \(VASTErrorCode.vmapAdDocumentParsing): <\(data.name)> holds no VAST document",
          at: data)
        return
      }
      if let error = lintVASTDocument(vast, &context) {
        context.report(
          LintRules.vastAdDataRejected,
          "The inline VAST was rejected with error \(error.code): \(error.message)",
          path: vast.path, line: error.line ?? vast.line)
      }
    } else if !source.has("AdTagURI") && !source.has("CustomAdData") {
      context.report(
        LintRules.vmapSourceEmpty,
        "<AdSource> has none of <VASTAdData>, <AdTagURI> and <CustomAdData>", at: source)
    }
  }
}

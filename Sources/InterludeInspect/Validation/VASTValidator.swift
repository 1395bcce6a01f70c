public import Foundation
public import InterludeVAST

/// Checks VAST 2.0–4.3 and VMAP 1.0.1 documents against the IAB specifications ("lint").
///
/// The validator reads the same tree as ``VASTParser`` and ``VMAPParser`` and reports every
/// broken rule of ``LintRules`` it finds, with the element path and line, instead of stopping
/// at the first problem. Rules follow the declared version: a VAST 3.0 document is not asked
/// for 4.1 elements, and a 2.0 document that uses 4.0 elements is told so. A document without
/// a readable version gets only the version-independent rules.
///
/// ```swift
/// let report = VASTValidator().validate(data)
/// for diagnostic in report.diagnostics { print(diagnostic) }
/// if report.hasErrors { exit(1) }
/// ```
public struct VASTValidator: Sendable {
  /// The limits applied to every document, as for the parsers.
  public var options: ParserOptions

  /// Creates a validator.
  public init(options: ParserOptions = .default) {
    self.options = options
  }

  /// Validates a VAST or VMAP document given as bytes.
  ///
  /// The kind is decided by the root element (`VAST` or `VideoAdServingTemplate`: VAST; `VMAP`:
  /// VMAP). When the parser rejects the whole document, ``ValidationReport/failure`` holds its
  /// error and a `document-rejected` error is reported; the tree is still linted whenever it
  /// could be read and its version is supported.
  public func validate(_ data: Data) -> ValidationReport {
    let root: InterludeVAST.XMLNode
    switch InterludeVAST.XMLNode.document(data, options: options) {
    case .success(let node):
      root = node
    case .failure(let failure):
      let kind = Self.kind(ofRoot: failure.rootName)
      let error = VASTError(
        code: kind == .vmap ? .vmapParsing : .xmlParsing, message: failure.message,
        line: failure.line)
      var context = LintContext()
      Self.reject(error, path: failure.rootName ?? "document", &context)
      return ValidationReport(
        kind: kind, diagnostics: Self.sorted(context.diagnostics), failure: error)
    }
    let node = LintNode(node: root, path: root.name)
    let kind = Self.kind(ofRoot: root.name)
    var context = LintContext()
    let rejection: VASTError?
    switch kind {
    case .vast:
      rejection = Self.lintVASTDocument(node, &context)
    case .vmap:
      rejection = Self.lintVMAPDocument(node, &context)
    case nil:
      rejection = VASTError(
        code: .schemaValidation,
        message: "Root element is <\(root.name)>, neither <VAST> nor <VMAP>", line: root.line)
    }
    if let rejection {
      Self.reject(rejection, path: root.name, &context)
    }
    return ValidationReport(
      kind: kind, version: root.attribute("version") ?? rejection?.version,
      diagnostics: Self.sorted(context.diagnostics), failure: rejection)
  }

  /// The kind of document a root element name stands for.
  static func kind(ofRoot name: String?) -> ValidationReport.Kind? {
    switch name {
    case "VAST", "VideoAdServingTemplate": .vast
    case "VMAP": .vmap
    default: nil
    }
  }

  /// Decodes and lints a VAST document (top level or inside VMAP).
  ///
  /// - Returns: the decoder's error when it rejects the document; nil when it accepts it or it
  ///   is a no-ad response, which is valid VAST.
  static func lintVASTDocument(_ vast: LintNode, _ outer: inout LintContext) -> VASTError? {
    var rejection: VASTError?
    do throws(VASTError) {
      _ = try VASTDecoder.decode(vast.node)
    } catch {
      rejection = error
    }
    guard vast.name == "VAST", rejection?.code != .versionNotSupported else { return rejection }
    var context = LintContext(version: vast.attribute("version").flatMap(LintVersion.init))
    lintVAST(vast, &context)
    outer.diagnostics += context.diagnostics
    if rejection?.code == .noAds && !vast.has("Ad") { return nil }
    return rejection
  }

  /// Decodes and lints a VMAP document.
  static func lintVMAPDocument(_ vmap: LintNode, _ context: inout LintContext) -> VASTError? {
    var rejection: VASTError?
    do throws(VASTError) {
      _ = try VMAPDecoder.decode(vmap.node)
    } catch {
      rejection = error
    }
    if rejection?.code != .vmapVersionNotSupported {
      lintVMAP(vmap, &context)
    }
    return rejection
  }

  static func reject(_ error: VASTError, path: String, _ context: inout LintContext) {
    let standard = error.code.isVMAP ? "VMAP" : "VAST"
    context.report(
      LintRules.documentRejected,
      "Rejected with \(standard) error \(error.code): \(error.message)", path: path,
      line: error.line)
  }

  /// Sorts by line (no line first), then severity, keeping the order of ties.
  static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      let (left, right) = (lhs.element, rhs.element)
      if (left.line ?? 0) != (right.line ?? 0) { return (left.line ?? 0) < (right.line ?? 0) }
      if left.severity != right.severity { return left.severity < right.severity }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}

public import InterludeVAST

/// The outcome of validating one VAST or VMAP document with ``VASTValidator``.
public struct ValidationReport: Hashable, Sendable {
  /// The kind of document, decided by its root element.
  public enum Kind: String, Hashable, Sendable {
    /// A VAST response (`<VAST>`, or the VAST 1.0 `<VideoAdServingTemplate>`).
    case vast
    /// A VMAP response (`<vmap:VMAP>`).
    case vmap
  }

  /// The kind of document; nil when the root could not be read or is neither VAST nor VMAP.
  public var kind: Kind?
  /// The root's `version` attribute, when present.
  public var version: String?
  /// Every finding, sorted by line (findings without a line first), then by severity; findings
  /// that tie keep the order in which they were found.
  public var diagnostics: [Diagnostic]
  /// Why the parser rejected the whole document, when it did.
  ///
  /// The same failure also appears in ``diagnostics`` as an error with the rule
  /// `document-rejected`. A no-ad response (`<VAST><Error>…</Error></VAST>`) is valid VAST and is
  /// reported as the `no-ad-response` info, not as a failure.
  public var failure: VASTError?

  /// Creates a report.
  public init(
    kind: Kind? = nil, version: String? = nil, diagnostics: [Diagnostic] = [],
    failure: VASTError? = nil
  ) {
    self.kind = kind
    self.version = version
    self.diagnostics = diagnostics
    self.failure = failure
  }

  /// True when any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The number of diagnostics of the given severity.
  public func count(of severity: Diagnostic.Severity) -> Int {
    diagnostics.count { $0.severity == severity }
  }
}

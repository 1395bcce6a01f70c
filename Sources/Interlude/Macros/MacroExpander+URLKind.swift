extension MacroExpander {
  /// The kind of URL being expanded, which decides the context-only macros.
  ///
  /// `[ERRORCODE]` (and VMAP's `[ERROR_CODE]`) is replaced only in ``error`` URLs,
  /// `[CLICKPOS]` only in ``click`` URLs and `[REASON]` only in ``verification`` URLs; in any
  /// other kind they are left as written.
  package enum URLKind: Hashable, Sendable, CaseIterable {
    /// An ad-tag (VAST or VMAP request) URL.
    case adTag
    /// An impression, tracking-event or other beacon URL.
    case tracking
    /// A VAST `<Error>` or VMAP error URL.
    case error
    /// A click-tracking URL.
    case click
    /// A `verificationNotExecuted` URL.
    case verification
  }
}

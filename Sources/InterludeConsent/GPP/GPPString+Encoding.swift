extension GPPString {
  /// The string as text: the header (its type, version and section IDs), then each section's
  /// ``GPPSection/encoded`` payload after a `~`.
  ///
  /// - Throws: ``GPPError/Kind/sectionCountMismatch`` when the sections are not those the header
  ///   lists, in its order (no sections at all gives a header-only string), or the first
  ///   section's encoding error.
  public var encoded: String {
    get throws(GPPError) {
      guard sections.isEmpty || sections.map(\.id) == header.sectionIDs else {
        throw GPPError(
          .sectionCountMismatch,
          detail: "the header lists sections \(header.sectionIDs), the string has "
            + "\(sections.map(\.id))")
      }
      var text = header.encoded
      for section in sections { text += "~" + (try section.encoded) }
      return text
    }
  }
}

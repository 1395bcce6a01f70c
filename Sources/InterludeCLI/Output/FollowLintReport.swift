import InterludeInspect
import InterludeVAST

/// What `interlude lint --follow` reports: the findings of every document of the chain, under
/// its URL, and every pixel the load fired.
struct FollowLintReport: Encodable {
  /// One document: where it came from and its findings, or why it could not be linted.
  struct Document: Encodable {
    /// The URL fetched, or the input's path (or `standard input`).
    var url: String
    /// The HTTP status, nil for the input itself or when no response arrived.
    var statusCode: Int?
    /// Why the document could not be fetched, or nil.
    var failure: String?
    /// The findings, nil when the document could not be fetched.
    var report: ValidationReport?

    private enum CodingKeys: String, CodingKey {
      case url, statusCode, failure, lint
    }

    /// Every key, null when it does not apply.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(url, forKey: .url)
      try container.encode(statusCode, forKey: .statusCode)
      try container.encode(failure, forKey: .failure)
      try container.encode(report.map(LintReport.init), forKey: .lint)
    }
  }

  /// The documents, the input first, then in the order their requests finished.
  var documents: [Document]
  /// Every pixel the load fired.
  var pixels: [PixelRecorder.Pixel]
  /// Whether the pixels were sent (`--send-pixels`).
  var pixelsSent: Bool

  /// True when every document was fetched and none is rejected or has errors.
  var isAcceptable: Bool {
    documents.allSatisfy { document in
      guard let report = document.report else { return false }
      return !report.hasErrors && report.failure == nil
    }
  }

  /// Each document's lint text under its URL, then the pixels.
  func text() -> String {
    var text = ""
    for document in documents {
      let status = document.statusCode.map { " (HTTP \($0))" } ?? ""
      text += "\(document.url)\(status):\n"
      let body = document.report.map(LintCommand.text) ?? "cannot lint: \(document.failure ?? "")\n"
      text += body.split(separator: "\n").map { "  \($0)\n" }.joined()
    }
    let linted = documents.count { $0.report != nil }
    let unfetched = documents.count - linted
    text += "\(linted) document\(linted == 1 ? "" : "s") linted"
    text += unfetched == 0 ? "\n" : ", \(unfetched) could not be fetched\n"
    return text + PixelRecorder.text(pixels, sent: pixelsSent)
  }

  /// The stable JSON text, ending with a newline.
  func jsonString() throws -> String {
    try InspectReport.stableJSON(self)
  }
}

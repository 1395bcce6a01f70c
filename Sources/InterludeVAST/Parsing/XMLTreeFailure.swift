/// Why a document could not be turned into an ``XMLNode`` tree.
package struct XMLTreeFailure: Error {
  /// What went wrong, in English.
  package var message: String
  /// The 1-based line of the problem, when the parser knows it.
  package var line: Int?
  /// The local name of the root element, when parsing got that far.
  package var rootName: String?
}

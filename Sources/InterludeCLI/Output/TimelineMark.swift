/// A point on the HTML timeline: a beacon, a document request or an error.
struct TimelineMark: Hashable, Sendable {
  /// What the mark stands for.
  enum Kind: String, Hashable, Sendable {
    /// A beacon URL was sent.
    case beacon
    /// An ad document was requested.
    case request
    /// An ad or break error.
    case error
  }

  /// What the mark stands for.
  var kind: Kind
  /// Seconds of session time.
  var t: Double
  /// The hover text: the URL, or the error with its codes.
  var title: String
}

/// The content of a companion, non-linear creative or icon: one of the three VAST resource kinds.
public enum CreativeResource: Hashable, Sendable {
  /// `<StaticResource creativeType="image/png">`: a URL to an image (or legacy script).
  case staticResource(url: String, creativeType: String?)
  /// `<IFrameResource>`: a URL to load in an iframe or web view.
  case iframe(url: String)
  /// `<HTMLResource>`: an HTML snippet.
  case html(String)

  /// A short name of the kind: `static`, `iframe` or `html`.
  package var kind: String {
    switch self {
    case .staticResource: "static"
    case .iframe: "iframe"
    case .html: "html"
    }
  }

  /// Whether this is a static resource of an image type, or of no stated type (which VAST reads
  /// as an image): what a player can draw without a web view.
  public var isImage: Bool {
    guard case .staticResource(_, let type) = self else { return false }
    return type.map { $0.lowercased().hasPrefix("image/") } ?? true
  }

  /// The URL of a static or iframe resource, or the markup of an HTML resource.
  package var content: String {
    switch self {
    case .staticResource(let url, _), .iframe(let url): url
    case .html(let markup): markup
    }
  }
}

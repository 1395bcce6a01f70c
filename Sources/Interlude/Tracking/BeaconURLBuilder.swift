import Foundation

/// Turns URL templates into the URLs the SDK requests: macros expanded in a context for the
/// URL's kind, then repaired (and resolved against a base when one is given).
///
/// The one place where a template becomes a URL: the loader's ad tags, wrapper targets and
/// `<Error>` pixels, a VMAP break's tracking and every beacon of a playing ad go through it, so
/// a template becomes the same URL wherever it is fired.
struct BeaconURLBuilder: Sendable {
  private let expander = MacroExpander()

  /// `template` with its macros expanded for `kind` in `context`, as a URL; nil when it does
  /// not make one.
  func url(
    _ template: String, context: MacroContext, kind: MacroExpander.URLKind,
    relativeTo base: URL? = nil
  ) -> URL? {
    URLRepair.url(from: expander.expand(template, context: context, kind: kind), relativeTo: base)
  }
}

package import Foundation
import InterludeConsent

/// What a companion slot view draws for a resource: an image, HTML or a web page, or nothing.
///
/// The Apple layer's `CompanionSlotView` accepts exactly the resources that have content here
/// (``CompanionAdSlot/accepts``), so the SDK hands it only what it can draw and picks a
/// companion's next resource, or another companion, for the rest.
package enum CompanionContent: Hashable, Sendable {
  /// An image to fetch and draw aspect-fit.
  case image(URL)
  /// HTML markup to draw in a web view.
  case html(String)
  /// A page to load in a web view.
  case webPage(URL)

  /// What `resource` draws as; nil when a slot view cannot draw it.
  ///
  /// - A static resource of an image type, or of no stated type
  ///   (``CreativeResource/isImage``), whose address is a URL: an image. Any other static
  ///   resource (JavaScript) is not drawn, nor is one whose address does not parse.
  /// - HTML: drawn when `allowsWebContent`.
  /// - An iframe at a web address (http or https with a host: `URL.isWebAddress`): drawn when
  ///   `allowsWebContent`. Any other scheme (`javascript:`, `file:`) is not.
  package init?(_ resource: CreativeResource, allowsWebContent: Bool) {
    switch resource {
    case .staticResource(let address, _):
      guard resource.isImage, let url = URL(string: address) else { return nil }
      self = .image(url)
    case .html(let markup):
      guard allowsWebContent else { return nil }
      self = .html(markup)
    case .iframe(let address):
      guard allowsWebContent, let url = URL(string: address), url.isWebAddress else {
        return nil
      }
      self = .webPage(url)
    }
  }
}

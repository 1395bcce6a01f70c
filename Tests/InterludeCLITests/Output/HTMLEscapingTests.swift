import Foundation
import Testing

@testable import InterludeCLI

@Suite("HTML escaping")
struct HTMLEscapingTests {
  private let hostile = "\"><script>alert('x')</script>&amp; ]]> <!-- \u{1}"

  @Test("XML 1.0 and HTML5: text escapes &, < and >, so no tag, comment or ]]> survives")
  func text() {
    #expect(
      HTMLEscaping.text(hostile)
        == "\"&gt;&lt;script&gt;alert('x')&lt;/script&gt;&amp;amp; ]]&gt; &lt;!-- \u{FFFD}")
  }

  @Test("XML 1.0 and HTML5: attribute values also escape both quotes")
  func attribute() {
    #expect(
      HTMLEscaping.attribute(hostile)
        == "&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp; ]]&gt; &lt;!-- \u{FFFD}"
    )
  }

  @Test("XML 1.0: an escaped value parses back to itself, in text and in an attribute")
  func roundTrip() throws {
    let value = "https://t.test/?a=<script>&b=\"1\"&c='2'&d=]]>&e=&lt;"
    let markup =
      "<p title=\"\(HTMLEscaping.attribute(value))\">\(HTMLEscaping.text(value))</p>"
    let parsed = ParsedMarkup(markup)
    #expect(parsed.error == nil)
    let element = try #require(parsed.elements.first)
    #expect(parsed.elements.count == 1)
    #expect(element.attributes["title"] == value)
    #expect(element.text == value)
  }

  @Test("Text that needs no escaping is unchanged, non-ASCII included")
  func plain() {
    #expect(HTMLEscaping.text("Werbung 0:15 · إعلان\tok\n") == "Werbung 0:15 · إعلان\tok\n")
  }
}

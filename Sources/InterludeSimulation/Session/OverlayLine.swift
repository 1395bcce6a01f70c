import Interlude

/// The text of a simulated overlay line: what the ad overlay shows, corner by corner, as the
/// screen has it (left and right are absolute, so a right-to-left overlay reads mirrored).
///
/// `top left: Ad 1 of 2, 0:15 | top right: [Learn more] | bottom right: [Skip in 5]`: labels
/// as written, buttons in brackets, industry icons as `icon PROGRAM`; `hidden` when nothing is
/// drawn.
enum OverlayLine {
  /// The corners in reading order.
  private static let corners: [(AdOverlayState.Placement, String)] = [
    (AdOverlayState.Placement(.left, .top), "top left"),
    (AdOverlayState.Placement(.right, .top), "top right"),
    (AdOverlayState.Placement(.left, .bottom), "bottom left"),
    (AdOverlayState.Placement(.right, .bottom), "bottom right"),
  ]

  /// The visible text of `state`.
  static func text(of state: AdOverlayState) -> String {
    guard state.isVisible else { return "hidden" }
    let placements = state.placements
    let elements: [(AdOverlayState.Placement, String?)] = [
      (placements.attribution, state.attribution),
      (placements.countdown, state.countdown),
      (placements.learnMore, state.learnMore.map { "[\($0)]" }),
      (placements.skipButton, state.skipButton.map { "[\($0.title)]" }),
      (placements.debugWatermark, state.debugWatermark),
    ]
    var parts: [String] = []
    for (corner, name) in corners {
      let texts = elements.compactMap { $0.0 == corner ? $0.1 : nil }
      if !texts.isEmpty { parts.append("\(name): " + texts.joined(separator: ", ")) }
    }
    let icons = state.icons.map { "icon \($0.accessibility.label)" }
    if !icons.isEmpty { parts.append(icons.joined(separator: ", ")) }
    return parts.isEmpty ? "nothing shown" : parts.joined(separator: " | ")
  }
}

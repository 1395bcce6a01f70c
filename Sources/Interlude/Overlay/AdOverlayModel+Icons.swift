import Foundation
import InterludeConsent

extension AdOverlayModel {
  /// The icons of `ad` to draw at `time` seconds into it, in document order.
  ///
  /// The rules, from VAST 4's `<Icon>`:
  /// - an icon shows from its `offset` (0 when absent) for its `duration` (to the end of the ad
  ///   when absent);
  /// - only an image can be drawn: the icon's first static resource of an image type (or of no
  ///   stated type); an icon with none (HTML, iframe, script) is left out;
  /// - of several icons of the same `program`, only the first is drawn;
  /// - the size is the icon's pixels over its `pxratio` (1 when absent).
  ///
  /// Industry icons are not ad UI the app may switch off: ``AdsRenderingSettings/uiElements``
  /// does not hide them, and an app that draws its own UI (``AdsRenderingSettings/disableUi``)
  /// calls this to draw them itself.
  ///
  /// Each icon's ``AdOverlayState/Icon/accessibility`` reads its alternative text (the first
  /// `<IconClickFallbackImage>` `<AltText>`), else its program, else `text`'s
  /// ``AdOverlayText/iconAccessibility``.
  public static func visibleIcons(
    of ad: AdInfo, at time: Double, text: AdOverlayText = AdOverlayText()
  ) -> [AdOverlayState.Icon] {
    let time = time.isFinite ? max(0, time) : 0
    var programs: Set<String> = []
    var icons: [AdOverlayState.Icon] = []
    for (index, icon) in ad.icons.enumerated() {
      if let program = icon.program?.lowercased(), !programs.insert(program).inserted { continue }
      let start = icon.offset ?? 0
      guard time + AdPlayback.timeTolerance >= start,
        icon.duration.map({ time < start + $0 }) ?? true,
        let imageURL = icon.resources.lazy.compactMap(Self.imageURL).first
      else { continue }
      let ratio = icon.pixelRatio.flatMap { $0 > 0 ? $0 : nil } ?? 1
      icons.append(
        AdOverlayState.Icon(
          index: index, program: icon.program, imageURL: imageURL,
          width: icon.width.map { Double($0) / ratio },
          height: icon.height.map { Double($0) / ratio },
          horizontal: position(icon.xPosition, start: "left", end: "right", ratio: ratio),
          vertical: position(icon.yPosition, start: "top", end: "bottom", ratio: ratio),
          accessibility: accessibility(of: icon, text: text)))
    }
    return icons
  }

  /// What VoiceOver reads for `icon`: a button and an image that opens information about
  /// the ad.
  private static func accessibility(
    of icon: Icon, text: AdOverlayText
  )
    -> AdOverlayState.Accessibility
  {
    let altText = icon.clickFallbackImages.lazy.compactMap(\.altText).map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }.first { !$0.isEmpty }
    let program = icon.program?.trimmingCharacters(in: .whitespaces)
    return AdOverlayState.Accessibility(
      label: altText ?? program.flatMap { $0.isEmpty ? nil : $0 }
        ?? text.fill(text.iconAccessibility, .iconAccessibility),
      hint: text.fill(text.iconAccessibilityHint, .iconAccessibilityHint),
      traits: [.button, .image])
  }

  /// The URL of an image resource (``CreativeResource/isImage``).
  private static func imageURL(_ resource: CreativeResource) -> URL? {
    guard resource.isImage else { return nil }
    return URLRepair.url(from: resource.content.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// An `xPosition` or `yPosition`: the named edges, or pixels (over `ratio`) from the start.
  private static func position(
    _ text: String?, start: String, end: String, ratio: Double
  ) -> AdOverlayState.Icon.Position {
    guard let text = text?.trimmingCharacters(in: .whitespaces).lowercased() else { return .start }
    if text == end { return .end }
    if let pixels = Double(text), pixels.isFinite, pixels >= 0 { return .offset(pixels / ratio) }
    return .start
  }
}

/// `<VideoClicks>`: where a click on a linear ad goes, and what it reports.
public struct VideoClicks: Hashable, Sendable {
  /// `<ClickThrough>`: the landing page.
  public var clickThrough: IdentifiedURL?
  /// `<ClickTracking>` URLs, fired on click.
  public var clickTracking: [IdentifiedURL]
  /// `<CustomClick>` URLs, for clicks handled by the creative.
  public var customClicks: [IdentifiedURL]

  /// Creates video clicks.
  package init(
    clickThrough: IdentifiedURL? = nil, clickTracking: [IdentifiedURL] = [],
    customClicks: [IdentifiedURL] = []
  ) {
    self.clickThrough = clickThrough
    self.clickTracking = clickTracking
    self.customClicks = customClicks
  }
}

/// Shows the consent layer and returns the user's decision (SwiftUI in the Apple layer, the
/// terminal in the CLI, a script in tests).
@MainActor
public protocol ConsentLayerPresenter: AnyObject {
  /// Presents `layer` (the saved choice already preselected), starting on the settings
  /// (second) layer when `jumpToSettings`; returns the decision once made.
  func present(_ layer: ConsentLayerModel, jumpToSettings: Bool) async -> ConsentDecision
}

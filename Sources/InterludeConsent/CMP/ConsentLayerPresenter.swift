/// Shows the consent layer and returns the user's decision (SwiftUI in the Apple layer, the
/// terminal in the CLI, a script in tests).
@MainActor
public protocol ConsentLayerPresenter: AnyObject {
  /// Presents the layer for `configuration`, starting on the settings (second) layer when
  /// `jumpToSettings`, with `current` preselected; returns the decision once made.
  func present(
    configuration: ConsentConfiguration, current: ConsentChoice?, jumpToSettings: Bool
  ) async -> ConsentDecision
}

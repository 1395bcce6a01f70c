#if canImport(UIKit) && !os(watchOS)
public import InterludeConsent
public import SwiftUI

/// The consent layer in SwiftUI: draws a ``ConsentLayerModel`` and hands back the user's
/// ``ConsentDecision``.
///
/// The first layer lists the purposes asked for and offers the model's three choices (accept
/// all, reject all, settings) with equal prominence: one style, one size, in the model's order.
/// The settings layer has a toggle per purpose, special feature and vendor, an objection toggle
/// where legitimate interest applies, and "Save choices". The decisions come from the model
/// (``ConsentLayerModel/decision(_:)``); the view only edits the toggles.
///
/// Wire it to a ``ConsentManager`` with ``init(manager:labels:onFinish:)``, or let
/// ``ConsentLayerHostingPresenter`` show it whenever the manager needs consent.
@MainActor
public struct ConsentLayerView: View {
  /// The words of the layer, replaceable for localisation.
  public struct Labels: Hashable, Sendable {
    /// The heading.
    public var title = "Your privacy choices"
    /// The sentence above the purposes on the first layer.
    public var introduction = "We and our partners would like to use your data for:"
    /// The first layer's accept button.
    public var acceptAll = "Accept all"
    /// The first layer's reject button.
    public var rejectAll = "Reject all"
    /// The button that opens the settings layer.
    public var settings = "Settings"
    /// The settings layer's save button.
    public var save = "Save choices"
    /// The settings layer's way back to the first layer.
    public var back = "Back"
    /// The objection toggle of an item used under legitimate interest.
    public var objectToLegitimateInterest = "Object to legitimate interest"

    /// English.
    public init() {}
  }

  @State private var layer: ConsentLayerModel
  @State private var showsSettings: Bool
  private let labels: Labels
  private let onDecision: @MainActor (ConsentDecision) -> Void

  /// Draws `layer`, starting on the settings layer when `startsOnSettings`; `onDecision`
  /// receives the decision once the user makes one.
  public init(
    layer: ConsentLayerModel, startsOnSettings: Bool = false, labels: Labels = Labels(),
    onDecision: @escaping @MainActor (ConsentDecision) -> Void
  ) {
    _layer = State(initialValue: layer)
    _showsSettings = State(initialValue: startsOnSettings)
    self.labels = labels
    self.onDecision = onDecision
  }

  /// Draws `manager`'s layer (its saved choice preselected) and applies the decision to it;
  /// `onFinish` runs afterwards (to dismiss the view).
  public init(
    manager: ConsentManager, labels: Labels = Labels(),
    onFinish: @escaping @MainActor () -> Void = {}
  ) {
    self.init(layer: manager.layer, labels: labels) { decision in
      manager.apply(decision)
      onFinish()
    }
  }

  /// The layer.
  public var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Text(labels.title).font(.title2).bold()
        if showsSettings {
          settingsLayer
        } else {
          firstLayer
        }
      }
      .padding()
    }
  }

  private var firstLayer: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text(labels.introduction)
      ForEach(layer.summary, id: \.self) { purpose in
        Text(verbatim: "• \(purpose)")
      }
      ForEach(layer.firstLayerActions, id: \.self) { action in
        choice(title(of: action)) { select(action) }
      }
    }
  }

  private var settingsLayer: some View {
    VStack(alignment: .leading, spacing: 12) {
      ForEach(layer.items) { item in
        VStack(alignment: .leading, spacing: 4) {
          Toggle(item.name, isOn: binding(item.id, objection: false))
          ForEach(item.details, id: \.self) { detail in
            Text(detail).font(.caption)
          }
          if item.hasLegitimateInterest {
            Toggle(labels.objectToLegitimateInterest, isOn: binding(item.id, objection: true))
              .font(.caption)
          }
        }
      }
      choice(labels.save) { onDecision(layer.decision(.settings)) }
      choice(labels.back) { showsSettings = false }
    }
  }

  private func choice(_ title: String, action: @escaping @MainActor () -> Void) -> some View {
    Button(action: action) {
      Text(title).frame(maxWidth: .infinity)
    }
    .buttonStyle(.bordered)
  }

  private func title(of action: ConsentLayerModel.FirstLayerAction) -> String {
    switch action {
    case .acceptAll: labels.acceptAll
    case .rejectAll: labels.rejectAll
    case .settings: labels.settings
    }
  }

  private func select(_ action: ConsentLayerModel.FirstLayerAction) {
    switch action {
    case .acceptAll, .rejectAll: onDecision(layer.decision(action))
    case .settings: showsSettings = true
    }
  }

  /// The consent toggle of an item, or its objection toggle.
  private func binding(_ id: String, objection: Bool) -> Binding<Bool> {
    // Main-actor closures: the binding reads and writes the view's state.
    Binding(
      get: { @MainActor in
        guard let item = layer.items.first(where: { $0.id == id }) else { return false }
        return objection ? item.objectsToLegitimateInterest : item.isConsented
      },
      set: { @MainActor value in
        guard let index = layer.items.firstIndex(where: { $0.id == id }) else { return }
        if objection {
          layer.items[index].objectsToLegitimateInterest = value
        } else {
          layer.items[index].isConsented = value
        }
      })
  }
}
#endif  // canImport(UIKit) && !os(watchOS)

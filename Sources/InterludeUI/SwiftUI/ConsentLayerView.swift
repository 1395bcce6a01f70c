#if canImport(UIKit) && !os(watchOS)
public import InterludeConsent
public import SwiftUI

/// The consent layer in SwiftUI: draws a ``ConsentLayerModel`` and hands back the user's
/// ``ConsentDecision``.
///
/// The first layer shows the model's introduction (with the number of vendors), the purposes
/// or stacks and the special features that "Accept all" opts into, the legitimate-interest and
/// withdrawal notices, a link to the vendor list and the three choices (accept all, reject all,
/// settings) with equal prominence: one style, one size, in the model's order. The settings
/// layer shows the stacks, every purpose, special feature, special purpose and feature with its
/// description, examples and vendor counts, with a consent toggle and, under legitimate
/// interest, an objection toggle. The vendor list shows each vendor's toggles and disclosure.
/// Texts, toggles and decisions come from the model; the view only draws them.
///
/// Wire it to a ``ConsentManager`` with ``init(manager:labels:onFinish:)``, or let
/// ``ConsentLayerHostingPresenter`` show it whenever the manager needs consent.
@MainActor
public struct ConsentLayerView: View {
  /// The words of the layer, replaceable for localisation.
  public typealias Labels = ConsentLayerTexts

  private enum Page {
    case first
    case settings
    case vendors
  }

  @State private var layer: ConsentLayerModel
  @State private var page: Page
  @State private var previousPage: Page = .first
  private let onDecision: @MainActor (ConsentDecision) -> Void

  /// Draws `layer` with `labels` (the layer's own ``ConsentLayerModel/texts`` when nil),
  /// starting on the settings layer when `startsOnSettings`; `onDecision` receives the decision
  /// once the user makes one.
  public init(
    layer: ConsentLayerModel, startsOnSettings: Bool = false, labels: Labels? = nil,
    onDecision: @escaping @MainActor (ConsentDecision) -> Void
  ) {
    var layer = layer
    if let labels { layer.texts = labels }
    _layer = State(initialValue: layer)
    _page = State(initialValue: startsOnSettings ? .settings : .first)
    self.onDecision = onDecision
  }

  /// Draws `manager`'s layer (its saved choice preselected) with `labels` (English when nil)
  /// and applies the decision to it; `onFinish` runs afterwards (to dismiss the view).
  public init(
    manager: ConsentManager, labels: Labels? = nil,
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
        Text(layer.texts.title).font(.title2).bold()
        switch page {
        case .first: firstLayer
        case .settings: settingsLayer
        case .vendors: vendorList
        }
      }
      .padding()
    }
  }

  private var firstLayer: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text(layer.firstLayerIntroduction)
      names(layer.texts.purposesHeading, layer.summary)
      names(layer.texts.specialFeaturesHeading, layer.specialFeatureSummary)
      if let notice = layer.legitimateInterestNotice { Text(notice).font(.footnote) }
      Text(layer.texts.withdrawalNotice).font(.footnote)
      Button(layer.vendorListLinkTitle) { open(.vendors) }
      ForEach(layer.firstLayerActions, id: \.self) { action in
        choice(layer.title(of: action)) { select(action) }
      }
    }
  }

  private var settingsLayer: some View {
    VStack(alignment: .leading, spacing: 12) {
      if !layer.stacks.isEmpty {
        Text(layer.texts.stacksHeading).font(.headline)
        ForEach(layer.stacks, id: \.id) { stack in
          VStack(alignment: .leading, spacing: 4) {
            Toggle(stack.name, isOn: stackBinding(stack))
            Text(stack.description).font(.caption)
          }
        }
      }
      section(layer.texts.purposesHeading, nil, layer.purposes)
      section(layer.texts.specialFeaturesHeading, nil, layer.specialFeatures)
      section(
        layer.texts.specialPurposesHeading, layer.texts.specialPurposesExplanation,
        layer.specialPurposes)
      section(layer.texts.featuresHeading, layer.texts.featuresExplanation, layer.features)
      Button(layer.vendorListLinkTitle) { open(.vendors) }
      choice(layer.texts.save) { onDecision(layer.decision(.settings)) }
      choice(layer.texts.back) { page = .first }
    }
  }

  private var vendorList: some View {
    VStack(alignment: .leading, spacing: 12) {
      section(layer.texts.vendorsHeading, nil, layer.vendors)
      section(
        layer.texts.additionalConsentProvidersHeading, nil, layer.additionalConsentProviders)
      choice(layer.texts.save) { onDecision(layer.decision(.settings)) }
      choice(layer.texts.back) { page = previousPage }
    }
  }

  @ViewBuilder
  private func names(_ heading: String, _ names: [String]) -> some View {
    if !names.isEmpty {
      Text(heading).font(.headline)
      ForEach(names, id: \.self) { name in Text(verbatim: "• \(name)") }
    }
  }

  @ViewBuilder
  private func section(
    _ heading: String, _ explanation: String?, _ items: [ConsentLayerItem]
  ) -> some View {
    if !items.isEmpty {
      Text(heading).font(.headline)
      if let explanation { Text(explanation).font(.footnote) }
      ForEach(items) { item in entry(item) }
    }
  }

  /// An item: its consent toggle (or name), texts, vendor disclosure and objection toggle.
  private func entry(_ item: ConsentLayerItem) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      if item.asksConsent {
        Toggle(item.name, isOn: binding(item.id, objection: false))
      } else {
        Text(item.name).bold()
      }
      if !item.description.isEmpty { Text(item.description).font(.caption) }
      if !item.illustrations.isEmpty {
        Text(layer.texts.illustrationsHeading).font(.caption).bold()
        ForEach(item.illustrations, id: \.self) { text in
          Text(verbatim: "• \(text)").font(.caption)
        }
      }
      if let usage = item.vendorUsage(layer.texts) { Text(usage).font(.caption) }
      ForEach(item.vendor?.disclosureLines(layer.texts) ?? [], id: \.self) { line in
        Text(line).font(.caption)
      }
      if item.hasLegitimateInterest {
        Toggle(layer.texts.objectToLegitimateInterest, isOn: binding(item.id, objection: true))
          .font(.caption)
      }
    }
  }

  private func choice(_ title: String, action: @escaping @MainActor () -> Void) -> some View {
    Button(action: action) {
      Text(title).frame(maxWidth: .infinity)
    }
    .buttonStyle(.bordered)
  }

  private func open(_ next: Page) {
    previousPage = page
    page = next
  }

  private func select(_ action: ConsentLayerModel.FirstLayerAction) {
    switch action {
    case .acceptAll, .rejectAll: onDecision(layer.decision(action))
    case .settings: open(.settings)
    }
  }

  /// The consent toggle of an item, or its objection toggle.
  private func binding(_ id: ConsentLayerItem.ID, objection: Bool) -> Binding<Bool> {
    // Main-actor closures: the binding reads and writes the view's state.
    Binding(
      get: { @MainActor in
        guard let item = layer.items.first(where: { $0.id == id }) else { return false }
        return objection ? item.objectsToLegitimateInterest : item.isConsented
      },
      set: { @MainActor value in
        if objection {
          layer.setObjection(value, forItem: id)
        } else {
          layer.setConsent(value, forItem: id)
        }
      })
  }

  /// The toggle of a stack: on when all its purposes and special features are.
  private func stackBinding(_ stack: GVLStack) -> Binding<Bool> {
    Binding(
      get: { @MainActor in layer.isConsented(stack) },
      set: { @MainActor value in layer.setConsent(value, forStack: stack) })
  }
}
#endif  // canImport(UIKit) && !os(watchOS)

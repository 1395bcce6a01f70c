#if canImport(UIKit) && !os(watchOS)
public import InterludeConsent
public import SwiftUI

/// The consent layer in SwiftUI: draws a `ConsentLayerModel` and hands back the user's
/// `ConsentDecision`.
///
/// The first layer shows the model's introduction (with the number of vendors), the purposes
/// or stacks and the special features that "Accept all" opts into, the legitimate-interest and
/// withdrawal notices, a link to the vendor list and the three choices (accept all, reject all,
/// settings) with equal prominence: one style, one size, in the model's order. The settings
/// layer shows the stacks, every purpose, special feature, special purpose and feature with its
/// description, examples and vendor counts, with a consent toggle and, under legitimate
/// interest, an objection toggle. The vendor list shows each vendor's toggles and disclosure.
/// Texts, toggles and decisions come from the model, and which page shows and where each button
/// leads from the core's navigation; the view only draws them.
///
/// The view reads in the model's language: its locale and layout direction (right to left in
/// Arabic and Hebrew) come from `ConsentLayerModel.interfaceLanguage`. For VoiceOver, each
/// toggle names its item ("Consent, Use precise geolocation data"), headings are headers, and
/// the page reads top to bottom. Text uses Dynamic Type styles only and wraps; the buttons sit
/// side by side when they fit and stack vertically at the accessibility sizes; every control is
/// at least 44 points tall. The view has no animation. On tvOS every button and toggle is
/// focusable in reading order, the buttons form a focus section, and the remote's Menu button
/// goes back from the settings layer or the vendor list without recording a choice.
///
/// Wire it to a `ConsentManager` with ``init(manager:labels:onFinish:)``, or let
/// ``ConsentLayerHostingPresenter`` show it whenever the manager needs consent.
@MainActor
public struct ConsentLayerView: View {
  /// The words of the layer (`ConsentLayerTexts`), each replaceable with the app's own.
  public typealias Labels = ConsentLayerTexts

  @State private var layer: ConsentLayerModel
  @State private var navigation: ConsentLayerNavigation
  @Environment(\.dynamicTypeSize) private var typeSize
  /// Where the buttons send the decision (internal: the tests answer through it, as the buttons
  /// do, since no SwiftUI body runs in them).
  let onDecision: @MainActor (ConsentDecision) -> Void

  /// Draws `layer` with `labels` (the layer's own `ConsentLayerModel.texts` when nil),
  /// starting on the settings layer when `startsOnSettings`; `onDecision` receives the decision
  /// once the user makes one.
  public init(
    layer: ConsentLayerModel, startsOnSettings: Bool = false, labels: Labels? = nil,
    onDecision: @escaping @MainActor (ConsentDecision) -> Void
  ) {
    var layer = layer
    if let labels { layer.texts = labels }
    _layer = State(initialValue: layer)
    _navigation = State(initialValue: ConsentLayerNavigation(startsOnSettings: startsOnSettings))
    self.onDecision = onDecision
  }

  /// Draws `manager`'s layer (its saved choice preselected) with `labels` (the catalogue's, in
  /// the manager's `ConsentManager.language`, when nil) and applies the decision to it;
  /// `onFinish` runs afterwards (to dismiss the view).
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
    pages
      .environment(\.layoutDirection, layer.isRightToLeft ? .rightToLeft : .leftToRight)
      .environment(\.locale, layer.interfaceLanguage.locale)
  }

  private var pages: some View {
    #if os(tvOS) || INTERLUDE_CHECK_TVOS
    // The Menu button goes back a page; on the first layer it does nothing: no choice is made.
    scrolled.onExitCommand { navigation.back() }
    #else
    scrolled
    #endif
  }

  private var scrolled: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        heading(layer.texts.title, font: .title2)
        switch navigation.page {
        case .firstLayer: firstLayer
        case .settings: settingsLayer
        case .vendorList: vendorList
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
      link(layer.vendorListLinkTitle) { navigation.openVendorList() }
      buttons {
        ForEach(layer.firstLayerActions, id: \.self) { action in
          choice(layer.title(of: action), hint: layer.accessibilityHint(of: action)) {
            if let decision = navigation.select(action, on: layer) { onDecision(decision) }
          }
        }
      }
    }
  }

  private var settingsLayer: some View {
    VStack(alignment: .leading, spacing: 12) {
      if !layer.stacks.isEmpty {
        heading(layer.texts.stacksHeading)
        ForEach(layer.stacks, id: \.id) { stack in
          VStack(alignment: .leading, spacing: 4) {
            Toggle(stack.name, isOn: stackBinding(stack))
              .frame(minHeight: Self.minimumTarget)
              .accessibilityLabel(Text(layer.consentAccessibilityLabel(of: stack)))
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
      link(layer.vendorListLinkTitle) { navigation.openVendorList() }
      buttons {
        choice(layer.texts.save) { onDecision(navigation.save(layer)) }
        choice(layer.texts.back) { navigation.back() }
      }
    }
  }

  private var vendorList: some View {
    VStack(alignment: .leading, spacing: 12) {
      section(layer.texts.vendorsHeading, nil, layer.vendors)
      section(
        layer.texts.additionalConsentProvidersHeading, nil, layer.additionalConsentProviders)
      buttons {
        choice(layer.texts.save) { onDecision(navigation.save(layer)) }
        choice(layer.texts.back) { navigation.back() }
      }
    }
  }

  /// The smallest height of a control, in points (Apple's minimum touch target).
  private static let minimumTarget: CGFloat = 44

  /// A heading, marked as one for VoiceOver.
  private func heading(_ text: String, font: Font = .headline) -> some View {
    Text(text).font(font).bold().accessibilityAddTraits(.isHeader)
  }

  /// Buttons side by side when they fit, else (and always at the accessibility sizes) stacked;
  /// one focus section on tvOS.
  private func buttons<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    let group = Group {
      if typeSize.isAccessibilitySize {
        VStack(spacing: 12) { content() }
      } else {
        ViewThatFits(in: .horizontal) {
          HStack(spacing: 12) { content() }
          VStack(spacing: 12) { content() }
        }
      }
    }
    #if os(tvOS) || INTERLUDE_CHECK_TVOS
    return group.focusSection()
    #else
    return group
    #endif
  }

  @ViewBuilder
  private func names(_ heading: String, _ names: [String]) -> some View {
    if !names.isEmpty {
      self.heading(heading)
      ForEach(names, id: \.self) { name in Text(verbatim: "• \(name)") }
    }
  }

  @ViewBuilder
  private func section(
    _ heading: String, _ explanation: String?, _ items: [ConsentLayerItem]
  ) -> some View {
    if !items.isEmpty {
      self.heading(heading)
      if let explanation { Text(explanation).font(.footnote) }
      ForEach(items) { item in entry(item) }
    }
  }

  /// An item: its consent toggle (or name), texts, vendor disclosure and objection toggle.
  private func entry(_ item: ConsentLayerItem) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      if item.asksConsent {
        Toggle(item.name, isOn: binding(item.id, objection: false))
          .frame(minHeight: Self.minimumTarget)
          .accessibilityLabel(Text(layer.consentAccessibilityLabel(of: item)))
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
      ForEach(item.vendor?.disclosureLines(layer.texts, includingLinks: false) ?? [], id: \.self) {
        line in Text(line).font(.caption)
      }
      ForEach(item.vendor?.links(layer.texts) ?? [], id: \.url) { link in
        if let url = URL(string: link.url) {
          Link(link.title, destination: url)
            .font(.caption)
            .frame(minHeight: Self.minimumTarget)
            .accessibilityHint(Text(layer.texts.opensInBrowserHint))
        }
      }
      if item.hasLegitimateInterest {
        Toggle(layer.texts.objectToLegitimateInterest, isOn: binding(item.id, objection: true))
          .font(.caption)
          .frame(minHeight: Self.minimumTarget)
          .accessibilityLabel(Text(layer.objectionAccessibilityLabel(of: item)))
      }
    }
  }

  private func choice(
    _ title: String, hint: String? = nil, action: @escaping @MainActor () -> Void
  ) -> some View {
    Button(action: action) {
      Text(title).frame(maxWidth: .infinity, minHeight: Self.minimumTarget)
    }
    .buttonStyle(.bordered)
    .accessibilityHint(Text(hint ?? ""))
  }

  /// The link to the vendor list: a button that opens it, with its hint.
  private func link(_ title: String, action: @escaping @MainActor () -> Void) -> some View {
    Button(title, action: action)
      .frame(minHeight: Self.minimumTarget)
      .accessibilityHint(Text(layer.texts.showDetailsHint))
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

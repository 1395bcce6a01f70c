#if canImport(UIKit) && !os(watchOS)
public import InterludeConsent
public import SwiftUI

/// The US privacy layer in SwiftUI: draws a `USPrivacyLayerModel` (the publisher's notice,
/// then an opt-out toggle for each choice the user's state offers, such as "Do Not Sell or
/// Share My Personal Information") and hands back the user's `USPrivacyChoice`.
///
/// While a Global Privacy Control signal applies, its notice is shown and the opt-outs it makes
/// are shown as on, without a toggle. Texts, options and the choice come from the model; the
/// view only draws them. Wire it to a `USPrivacyManager` with
/// ``init(manager:texts:onFinish:)``.
///
/// The view reads in the texts' language (locale, and right to left in Arabic and Hebrew);
/// each toggle is labelled with its option for VoiceOver, the title is a header, text uses
/// Dynamic Type styles and wraps, and controls are at least 44 points tall.
@MainActor
public struct USPrivacyLayerView: View {
  @State private var layer: USPrivacyLayerModel
  private let onChoice: @MainActor (USPrivacyChoice) -> Void

  /// Draws `layer`; `onChoice` receives the choice when the user confirms it.
  public init(
    layer: USPrivacyLayerModel, onChoice: @escaping @MainActor (USPrivacyChoice) -> Void
  ) {
    _layer = State(initialValue: layer)
    self.onChoice = onChoice
  }

  /// Draws `manager`'s layer (nothing outside the United States) with `texts` (the catalogue's
  /// in the configuration's language when nil), saves the choice with it, and calls `onFinish`
  /// with the error when it could not be saved, nil otherwise (to dismiss the view).
  public init?(
    manager: USPrivacyManager, texts: USPrivacyLayerTexts? = nil,
    onFinish: @escaping @MainActor (USPrivacyManagerError?) -> Void = { _ in }
  ) {
    guard let layer = manager.layerModel(texts: texts) else { return nil }
    self.init(layer: layer) { choice in
      do throws(USPrivacyManagerError) {
        try manager.save(choice)
        onFinish(nil)
      } catch {
        onFinish(error)
      }
    }
  }

  /// The layer.
  public var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Text(layer.texts.title).font(.title2).bold().accessibilityAddTraits(.isHeader)
        Text(layer.notice)
        if let notice = layer.globalPrivacyControlNotice { Text(notice).font(.footnote) }
        ForEach(layer.options, id: \.self) { option in
          VStack(alignment: .leading, spacing: 4) {
            if layer.isLocked(option) {
              Text(layer.title(of: option)).bold()
              Text(verbatim: "\(layer.texts.optOut): ✓").font(.caption)
                .accessibilityLabel(Text(layer.accessibilityLabel(of: option)))
            } else {
              Toggle(layer.title(of: option), isOn: binding(option))
                .frame(minHeight: 44)
                .accessibilityLabel(Text(layer.accessibilityLabel(of: option)))
            }
            Text(layer.description(of: option)).font(.caption)
          }
        }
        Button {
          onChoice(layer.choice)
        } label: {
          Text(layer.texts.save).frame(maxWidth: .infinity, minHeight: 44)
        }
        .buttonStyle(.bordered)
      }
      .padding()
    }
    .environment(\.layoutDirection, layer.isRightToLeft ? .rightToLeft : .leftToRight)
    .environment(\.locale, layer.interfaceLanguage.locale)
  }

  /// The opt-out toggle of an option.
  private func binding(_ option: USPrivacyChoice.Option) -> Binding<Bool> {
    Binding(
      get: { @MainActor in layer.isOptedOut(option) },
      set: { @MainActor value in layer.setOptOut(value, for: option) })
  }
}
#endif  // canImport(UIKit) && !os(watchOS)

#if canImport(UIKit) && !os(watchOS)
public import InterludeConsent
public import SwiftUI

/// The US privacy layer in SwiftUI: draws a ``USPrivacyLayerModel`` (the publisher's notice,
/// then an opt-out toggle for each choice the user's state offers, such as "Do Not Sell or
/// Share My Personal Information") and hands back the user's ``USPrivacyChoice``.
///
/// While a Global Privacy Control signal applies, its notice is shown and the opt-outs it makes
/// are shown as on, without a toggle. Texts, options and the choice come from the model; the
/// view only draws them. Wire it to a ``USPrivacyManager`` with
/// ``init(manager:texts:onFinish:)``.
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

  /// Draws `manager`'s layer (nothing outside the United States) with `texts`, saves the
  /// choice with it, and calls `onFinish` with the error when it could not be saved, nil
  /// otherwise (to dismiss the view).
  public init?(
    manager: USPrivacyManager, texts: USPrivacyLayerTexts = USPrivacyLayerTexts(),
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
        Text(layer.texts.title).font(.title2).bold()
        Text(layer.notice)
        if let notice = layer.globalPrivacyControlNotice { Text(notice).font(.footnote) }
        ForEach(layer.options, id: \.self) { option in
          VStack(alignment: .leading, spacing: 4) {
            if layer.isLocked(option) {
              Text(layer.title(of: option)).bold()
              Text(verbatim: "\(layer.texts.optOut): ✓").font(.caption)
            } else {
              Toggle(layer.title(of: option), isOn: binding(option))
            }
            Text(layer.description(of: option)).font(.caption)
          }
        }
        Button {
          onChoice(layer.choice)
        } label: {
          Text(layer.texts.save).frame(maxWidth: .infinity)
        }
        .buttonStyle(.bordered)
      }
      .padding()
    }
  }

  /// The opt-out toggle of an option.
  private func binding(_ option: USPrivacyChoice.Option) -> Binding<Bool> {
    Binding(
      get: { @MainActor in layer.isOptedOut(option) },
      set: { @MainActor value in layer.setOptOut(value, for: option) })
  }
}
#endif  // canImport(UIKit) && !os(watchOS)

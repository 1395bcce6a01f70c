#if canImport(UIKit) && !os(watchOS)
public import InterludeConsent
import SwiftUI
public import UIKit

/// Shows the consent layer for a `ConsentManager`: presents a ``ConsentLayerView`` modally
/// over ``presentingViewController`` (over whatever it already presents) and returns the
/// user's decision.
///
/// ```swift
/// let presenter = ConsentLayerHostingPresenter(presentingViewController: self)
/// let consent = ConsentManager(
///   configuration: configuration, store: UserDefaultsConsentStore(), presenter: presenter)
/// ```
///
/// The sheet cannot be swiped away: the layer closes with a choice. Without a presenting view
/// controller, or while a layer is already up, nothing is shown and the answer is
/// `ConsentDecision.dismissed`, which saves nothing.
@MainActor
public final class ConsentLayerHostingPresenter: ConsentLayerPresenter {
  /// The view controller the layer is presented over.
  public weak var presentingViewController: UIViewController?
  /// The layer's words; nil (the default) keeps the layer's own, in the manager's language.
  public var labels: ConsentLayerView.Labels?
  private var pending: CheckedContinuation<ConsentDecision, Never>?
  private weak var host: UIViewController?

  /// Creates a presenter over `presentingViewController`.
  public init(
    presentingViewController: UIViewController?,
    labels: ConsentLayerView.Labels? = nil
  ) {
    self.presentingViewController = presentingViewController
    self.labels = labels
  }

  /// Presents `layer` and returns the decision once the user makes it.
  public func present(_ layer: ConsentLayerModel, jumpToSettings: Bool) async -> ConsentDecision {
    guard pending == nil, var presenter = presentingViewController else { return .dismissed }
    while let presented = presenter.presentedViewController { presenter = presented }
    let view = ConsentLayerView(layer: layer, startsOnSettings: jumpToSettings, labels: labels) {
      [weak self] decision in
      self?.finish(with: decision)
    }
    let host = UIHostingController(rootView: view)
    host.isModalInPresentation = true
    self.host = host
    return await withCheckedContinuation { continuation in
      pending = continuation
      presenter.present(host, animated: true)
    }
  }

  private func finish(with decision: ConsentDecision) {
    guard let pending else { return }
    self.pending = nil
    host?.dismiss(animated: true)
    host = nil
    pending.resume(returning: decision)
  }
}
#endif  // canImport(UIKit) && !os(watchOS)

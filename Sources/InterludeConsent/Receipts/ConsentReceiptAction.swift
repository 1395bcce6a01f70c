/// What led to a consent receipt.
public enum ConsentReceiptAction: String, Hashable, Sendable, Codable, CaseIterable {
  /// The user accepted everything the publisher asks for (first layer's "Accept all").
  case acceptAll
  /// The user rejected everything, legitimate interests included.
  case rejectAll
  /// A detailed choice: the second layer, or the app's own calls (`acceptPurposes`,
  /// `rejectVendors`, …).
  case custom
  /// A TC string made elsewhere was adopted (`importConsent`).
  case imported
  /// The saved choice stopped standing: older than `reconsentAfter`, another vendor list
  /// version or the publisher forced a new choice (recorded when the layer is due again), or a
  /// string of another TCF policy version (recorded when the manager discards it at start).
  /// The receipt's strings are the ones that expired.
  case expired
  /// ATT was denied or restricted: the tracking purposes (and the vendors that need them) were
  /// withdrawn from the saved choice.
  case trackingRejected
}

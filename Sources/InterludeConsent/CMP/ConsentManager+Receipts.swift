import Foundation

extension ConsentManager {
  /// The receipts of the decisions saved, oldest first (see ``ConsentReceiptLog``).
  package var receipts: [ConsentReceipt] { receiptLog.receipts }

  /// Appends the receipt of a decision just saved, or of an expiry: the strings as stored now.
  /// A failure leaves the decision saved and is kept in ``lastReceiptError``.
  func recordReceipt(_ action: ConsentReceiptAction, at date: Date) {
    let receipt = ConsentReceipt(
      timestamp: date, action: action, tcString: tcString,
      additionalConsentString: additionalConsentString, gppString: gppString,
      layerVersion: configuration.cmpVersion, configurationVersion: configuration.fingerprint,
      vendorListVersion: configuration.vendorListVersion,
      tcfPolicyVersion: configuration.tcfPolicyVersion,
      trackingAuthorization: trackingAuthorizationStatus)
    do {
      try receiptLog.append(receipt)
      lastReceiptError = nil
    } catch {
      lastReceiptError = error
    }
  }

  /// Appends an ``ConsentReceiptAction/expired`` receipt when a saved string no longer stands,
  /// once per string: a second check before the user chose again adds nothing.
  func recordExpiry(at date: Date) {
    guard let tcString, needsConsent else { return }
    if let last = receiptLog.receipts.last, last.action == .expired, last.tcString == tcString {
      return
    }
    recordReceipt(.expired, at: date)
  }
}

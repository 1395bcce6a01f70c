public import Foundation

/// The record of one consent decision, as the ``ConsentReceiptLog`` keeps it: what was saved,
/// when, under which layer and configuration, with which ATT answer.
///
/// Receipts stay on the device; an app that must show them to an auditor exports them
/// (``ConsentReceiptLog/export()``) and forwards them itself. Nothing is sent by the SDK.
public struct ConsentReceipt: Hashable, Sendable, Codable {
  /// The receipt's number in its log, from 1, never reused (0 before the log numbers it). A gap
  /// shows receipts dropped by the size bound or damaged on disk.
  public var sequence: Int
  /// When the decision was saved (to the millisecond; the TC string itself keeps only the day).
  public var timestamp: Date
  /// What led to it.
  public var action: ConsentReceiptAction
  /// The TC string saved (the expired one, for ``ConsentReceiptAction/expired``).
  public var tcString: String?
  /// The Additional Consent string saved, if the publisher works with AC providers.
  public var additionalConsentString: String?
  /// The GPP string saved.
  public var gppString: String?
  /// The version of the layer shown: the CMP version the TC string records
  /// (``ConsentConfiguration/cmpVersion``), which a CMP raises whenever its layer changes.
  public var layerVersion: Int
  /// The configuration the choice was made under, as ``ConsentConfiguration/fingerprint``:
  /// two receipts with the same value were given under the same purposes, vendors and texts.
  public var configurationVersion: String
  /// The Global Vendor List version the layer showed.
  public var vendorListVersion: Int
  /// The TCF policy version.
  public var tcfPolicyVersion: Int
  /// The ATT answer recorded with the choice, if any.
  public var trackingAuthorization: TrackingAuthorizationStatus?

  /// Creates a receipt; the log gives it its ``sequence``.
  package init(
    timestamp: Date, action: ConsentReceiptAction, tcString: String?,
    additionalConsentString: String?, gppString: String?, layerVersion: Int,
    configurationVersion: String, vendorListVersion: Int, tcfPolicyVersion: Int,
    trackingAuthorization: TrackingAuthorizationStatus?
  ) {
    sequence = 0
    self.timestamp = timestamp
    self.action = action
    self.tcString = tcString
    self.additionalConsentString = additionalConsentString
    self.gppString = gppString
    self.layerVersion = layerVersion
    self.configurationVersion = configurationVersion
    self.vendorListVersion = vendorListVersion
    self.tcfPolicyVersion = tcfPolicyVersion
    self.trackingAuthorization = trackingAuthorization
  }

  private enum CodingKeys: String, CodingKey {
    case sequence, timestamp, action, tcString, additionalConsentString, gppString
    case layerVersion, configurationVersion, vendorListVersion, tcfPolicyVersion
    case trackingAuthorization
  }

  /// Reads a receipt: `timestamp` is ISO 8601 UTC (`2025-11-29T19:00:00.000Z`), absent strings
  /// are `null` or missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    sequence = try container.decode(Int.self, forKey: .sequence)
    let text = try container.decode(String.self, forKey: .timestamp)
    guard let instant = CivilTimestamp(iso8601: text) else {
      throw DecodingError.dataCorruptedError(
        forKey: .timestamp, in: container,
        debugDescription: "'\(text)' is not an ISO-8601 UTC time like 2025-11-29T19:00:00.000Z")
    }
    timestamp = Date(timeIntervalSince1970: Double(instant.millisecondsSince1970) / 1000)
    action = try container.decode(ConsentReceiptAction.self, forKey: .action)
    tcString = try container.decodeIfPresent(String.self, forKey: .tcString)
    additionalConsentString = try container.decodeIfPresent(
      String.self, forKey: .additionalConsentString)
    gppString = try container.decodeIfPresent(String.self, forKey: .gppString)
    layerVersion = try container.decode(Int.self, forKey: .layerVersion)
    configurationVersion = try container.decode(String.self, forKey: .configurationVersion)
    vendorListVersion = try container.decode(Int.self, forKey: .vendorListVersion)
    tcfPolicyVersion = try container.decode(Int.self, forKey: .tcfPolicyVersion)
    let status = try container.decodeIfPresent(String.self, forKey: .trackingAuthorization)
    if let status {
      guard let value = TrackingAuthorizationStatus(rawValue: status) else {
        throw DecodingError.dataCorruptedError(
          forKey: .trackingAuthorization, in: container,
          debugDescription: "'\(status)' is not an ATT status")
      }
      trackingAuthorization = value
    } else {
      trackingAuthorization = nil
    }
  }

  /// Writes every field, `null` for an absent string or ATT answer, the timestamp as ISO 8601
  /// UTC with milliseconds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(sequence, forKey: .sequence)
    try container.encode(
      CivilTimestamp.iso8601(millisecondsSince1970: Self.milliseconds(of: timestamp)),
      forKey: .timestamp)
    try container.encode(action, forKey: .action)
    try container.encode(tcString, forKey: .tcString)
    try container.encode(additionalConsentString, forKey: .additionalConsentString)
    try container.encode(gppString, forKey: .gppString)
    try container.encode(layerVersion, forKey: .layerVersion)
    try container.encode(configurationVersion, forKey: .configurationVersion)
    try container.encode(vendorListVersion, forKey: .vendorListVersion)
    try container.encode(tcfPolicyVersion, forKey: .tcfPolicyVersion)
    try container.encode(trackingAuthorization?.rawValue, forKey: .trackingAuthorization)
  }

  /// Milliseconds since 1970 for `date`, rounded down (and clamped far outside four-digit
  /// years, where ``CivilTimestamp`` clamps anyway).
  static func milliseconds(of date: Date) -> Int {
    let value = (date.timeIntervalSince1970 * 1000).rounded(.down)
    guard value.isFinite else { return 0 }
    return Int(min(max(value, -1e15), 1e15))
  }

  /// `date` to the millisecond, as a receipt stores it.
  static func storedTimestamp(_ date: Date) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds(of: date)) / 1000)
  }
}

public import InterludeVAST

extension InspectReport {
  /// One `<Verification>`: a measurement vendor's scripts and tracking.
  public struct Verification: Encodable, Hashable, Sendable {
    /// The `vendor` attribute.
    public var vendor: String?
    /// The `<JavaScriptResource>` URLs.
    public var javaScriptResources: [String]
    /// The `<ExecutableResource>` URLs.
    public var executableResources: [String]
    /// `<VerificationParameters>`.
    public var parameters: String?
    /// The verification tracking events and their URLs, in playback order.
    public var trackingEvents: [TrackingEntry]

    /// Creates the entry of a parsed verification.
    public init(_ verification: AdVerification) {
      vendor = verification.vendor
      javaScriptResources = verification.javaScriptResources.map(\.url)
      executableResources = verification.executableResources.map(\.url)
      parameters = verification.parameters
      trackingEvents = InspectReport.trackingList(verification.trackingEvents)
    }

    private enum CodingKeys: String, CodingKey {
      case vendor, javaScriptResources, executableResources, parameters, trackingEvents
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(vendor, forKey: .vendor)
      try container.encode(javaScriptResources, forKey: .javaScriptResources)
      try container.encode(executableResources, forKey: .executableResources)
      try container.encode(parameters, forKey: .parameters)
      try container.encode(trackingEvents, forKey: .trackingEvents)
    }
  }
}

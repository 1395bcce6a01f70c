/// `<Verification vendor="…">` (VAST 4.0+): an Open Measurement or other verification script.
public struct AdVerification: Hashable, Sendable {
  /// The `vendor` attribute.
  public var vendor: String?
  /// `<JavaScriptResource>` elements.
  public var javaScriptResources: [VerificationResource]
  /// `<ExecutableResource>` elements.
  public var executableResources: [VerificationResource]
  /// `<TrackingEvents>` (`verificationNotExecuted`, with `[REASON]`).
  public var trackingEvents: [TrackingEvent]
  /// `<VerificationParameters>`, passed to the script.
  public var parameters: String?

  /// Creates a verification.
  package init(
    vendor: String? = nil, javaScriptResources: [VerificationResource] = [],
    executableResources: [VerificationResource] = [], trackingEvents: [TrackingEvent] = [],
    parameters: String? = nil
  ) {
    self.vendor = vendor
    self.javaScriptResources = javaScriptResources
    self.executableResources = executableResources
    self.trackingEvents = trackingEvents
    self.parameters = parameters
  }
}

/// A `<JavaScriptResource>` or `<ExecutableResource>` of an ``AdVerification``.
public struct VerificationResource: Hashable, Sendable {
  /// The script or executable URL.
  public var url: String
  /// The `apiFramework` attribute (for example `omid`).
  public var apiFramework: String?
  /// The `browserOptional` attribute of a JavaScript resource.
  public var browserOptional: Bool?
  /// The `type` attribute of an executable resource.
  public var type: String?

  /// Creates a verification resource.
  package init(
    url: String, apiFramework: String? = nil, browserOptional: Bool? = nil, type: String? = nil
  ) {
    self.url = url
    self.apiFramework = apiFramework
    self.browserOptional = browserOptional
    self.type = type
  }
}

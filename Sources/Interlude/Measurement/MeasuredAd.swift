/// What an ``OpenMeasurement`` provider gets for each ad it measures.
public struct MeasuredAd: Hashable, Sendable {
  /// The ad, as the app's events describe it.
  public var ad: AdInfo
  /// The ad's verifications that the OM SDK can run (those with a `<JavaScriptResource
  /// apiFramework="omid">`): `<AdVerifications>` (VAST 4.1+) and the older
  /// `<Extension type="AdVerifications">`, of the InLine and of every wrapper that led to it
  /// (outermost wrapper first). Empty when the ad names none; the others fired their
  /// `verificationNotExecuted` tracking with `[REASON]` 2 (not supported).
  public var verifications: [AdVerification]
  /// The views over the player that measurement must not count as hiding the ad
  /// (``AdDisplayContainer/friendlyObstructions`` when the ad starts).
  public var friendlyObstructions: [FriendlyObstruction]

  /// Creates the description of a measured ad.
  package init(
    ad: AdInfo, verifications: [AdVerification], friendlyObstructions: [FriendlyObstruction]
  ) {
    self.ad = ad
    self.verifications = verifications
    self.friendlyObstructions = friendlyObstructions
  }
}

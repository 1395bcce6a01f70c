@_exported public import InterludeVAST

/// The Interlude SDK: client-side video ads from VAST and VMAP ad servers, with consent built in.
///
/// Importing `Interlude` also imports the VAST/VMAP model and parsers (`InterludeVAST`), which
/// the SDK's API is written in (an ad's ``Ad``, a break's ``AdBreak``), so an app sees them
/// without a second import. Tools are separate products that an app target does not link: the
/// lint and inspect reports (`InterludeInspect`) and the session simulator with its manual
/// clock, simulated display and in-memory transport (`InterludeSimulation`).
public enum InterludeSDK {
  /// The SDK's semantic version.
  public static let version = "0.2.0"
}

@_exported public import InterludeVAST

/// The Interlude SDK: client-side video ads from VAST and VMAP ad servers, with consent built in.
///
/// Importing `Interlude` also imports the VAST/VMAP model (`InterludeVAST`), so an app sees
/// ``VASTDocument``, ``VMAPDocument`` and the parsers without a second import.
public enum InterludeSDK {
  /// The SDK's semantic version.
  public static let version = "0.2.0"
}

/// An ad server's response: a VAST document or a VMAP document.
public enum AdResponse: Hashable, Sendable {
  /// A VAST response.
  case vast(VASTDocument)
  /// A VMAP response (ad rules).
  case vmap(VMAPDocument)
}

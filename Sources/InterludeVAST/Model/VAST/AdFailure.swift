/// An `<Ad>` that was present in a document but could not be read into the model.
public struct AdFailure: Hashable, Sendable {
  /// The zero-based position of the `<Ad>` among its siblings.
  public var index: Int
  /// The ad's `id` attribute, if any.
  public var adId: String?
  /// Why it was rejected.
  public var error: VASTError

  /// Creates an ad failure.
  package init(index: Int, adId: String?, error: VASTError) {
    self.index = index
    self.adId = adId
    self.error = error
  }
}

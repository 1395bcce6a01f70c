public import InterludeVAST

extension InspectReport {
  /// One `<Ad>` that was skipped because it was broken, while the rest of the document was kept.
  public struct AdFailureEntry: Encodable, Hashable, Sendable {
    /// The zero-based position of the `<Ad>` among the document's `<Ad>` elements.
    public var index: Int
    /// The `id` attribute of the `<Ad>`.
    public var adId: String?
    /// Why the ad was skipped.
    public var failure: Failure

    /// Creates an entry from its parts.
    public init(index: Int, adId: String? = nil, failure: Failure) {
      self.index = index
      self.adId = adId
      self.failure = failure
    }

    /// Creates the entry of a parsed ad failure.
    public init(_ adFailure: AdFailure) {
      self.init(index: adFailure.index, adId: adFailure.adId, failure: Failure(adFailure.error))
    }

    private enum CodingKeys: String, CodingKey {
      case index, adId, failure
    }

    /// Encodes every key, writing `null` for absent values.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(index, forKey: .index)
      try container.encode(adId, forKey: .adId)
      try container.encode(failure, forKey: .failure)
    }
  }
}

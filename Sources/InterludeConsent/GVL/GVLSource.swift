public import Foundation

/// Where an app's vendor list comes from: a URL it hosts, and a copy bundled with the app.
///
/// ``GVLLoader/loadVendorList(from:)`` fetches the remote list when there is one (conditionally,
/// when a cached copy exists); offline it uses the cached copy or the bundled one, whichever has
/// the higher `vendorListVersion`.
public struct GVLSource: Hashable, Sendable {
  /// The publisher's copy of the vendor list (`vendor-list.json`), fetched through the loader's
  /// transport. Never IAB Europe's `vendor-list.consensu.org`: the TCF forbids client fetches.
  public var remoteURL: URL?
  /// A `file:` URL of the vendor list shipped in the app, used when nothing fresher is at hand.
  public var bundledURL: URL?

  /// Creates a source.
  public init(remoteURL: URL? = nil, bundledURL: URL? = nil) {
    self.remoteURL = remoteURL
    self.bundledURL = bundledURL
  }
}

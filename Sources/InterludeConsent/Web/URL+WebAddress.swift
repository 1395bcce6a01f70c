package import Foundation

extension URL {
  /// Whether this is a web address: an absolute `http` or `https` URL (the scheme in any case)
  /// with a host.
  ///
  /// The one web-address check of the package: ad tag and wrapper URLs (`URLRepair`), beacons,
  /// the transport's requests and redirects, vendor list downloads, click-throughs and the
  /// pages of companion ads are used only when it holds. It lives here, in the module every
  /// other one imports, so that each of them asks the same question.
  package var isWebAddress: Bool {
    guard let scheme = scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      return false
    }
    return !(host ?? "").isEmpty
  }
}

import Foundation

extension AdServerRoute {
  /// The routes of a route file of `Scripts/ad-test-server.py` (an object of routes by path),
  /// such as the scripted servers under `Tests/Fixtures/ad-server/`.
  ///
  /// - Parameter name: The file's name under `Tests/Fixtures/ad-server/`, as `broken-vmap.json`.
  /// - Throws: The file's read or decoding error.
  public static func routes(named name: String) throws -> [String: AdServerRoute] {
    let url = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/ad-server/\(name)")
    return try JSONDecoder().decode([String: AdServerRoute].self, from: Data(contentsOf: url))
  }
}

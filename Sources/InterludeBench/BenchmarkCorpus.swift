import Foundation
import InterludeTestSupport

/// The documents a benchmark parses, loaded into memory once.
struct BenchmarkCorpus {
  /// Where the documents came from.
  let source: String
  /// The documents' bytes.
  let documents: [Data]

  var totalBytes: Int { documents.reduce(0) { $0 + $1.count } }

  struct Empty: Error, CustomStringConvertible {
    let folder: String
    var description: String { "no XML documents found under \(folder)" }
  }

  /// The shared corpus when present, else the repository's examples.
  static func load() throws -> BenchmarkCorpus {
    let folder = SharedFixtures.vastDirectory ?? RepositoryPaths.examples
    let files = SharedFixtures.files(under: folder, extensions: ["xml"])
    let documents = try files.map { try Data(contentsOf: $0) }
    guard !documents.isEmpty else { throw Empty(folder: folder.path) }
    return BenchmarkCorpus(source: folder.path, documents: documents)
  }
}

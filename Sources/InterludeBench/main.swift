import Foundation
import InterludeVAST
import InterludeTestSupport

let dir = SharedFixtures.vastDirectory!
var counts: [String: Int] = [:]
for file in SharedFixtures.files(under: dir, extensions: ["xml"]) {
  let data = try! Data(contentsOf: file)
  let rel = SharedFixtures.relativePath(of: file, under: dir)
  do {
    let r = try AdResponseParser().parse(data)
    switch r {
    case .vast(let d): print("OK vast", d.version ?? "-", d.ads.count, d.adFailures.count, rel); counts["vast", default: 0] += 1
    case .vmap(let d): print("OK vmap", d.adBreaks.count, rel); counts["vmap", default: 0] += 1
    }
  } catch {
    print("FAIL", error.code, error.message, rel); counts["\(error.code)", default: 0] += 1
  }
}
print(counts)

import Foundation
import InterludeVAST

/// Measures Interlude's full parse against the empty-callback `XMLParser` floor.
///
/// Each round parses the whole corpus enough times to last about 50 ms, once with each parser,
/// alternating so that machine noise hits both alike; the figures are medians over the rounds.
struct ParseBenchmark {
  let corpus: BenchmarkCorpus
  let rounds: Int

  struct Result {
    let source: String
    let documents: Int
    let bytes: Int
    let passesPerRound: Int
    let rounds: Int
    let interlude: Throughput
    let floor: Throughput
    let rejected: Int

    /// Interlude's throughput as a fraction of the floor's (medians).
    var ratio: Double { interlude.megabytesPerSecond / floor.megabytesPerSecond }
  }

  struct Throughput {
    let medianSeconds: Double
    let minSeconds: Double
    let maxSeconds: Double
    let bytes: Int
    let documents: Int

    var megabytesPerSecond: Double { Double(bytes) / 1_000_000 / medianSeconds }
    var documentsPerSecond: Double { Double(documents) / medianSeconds }
  }

  func run() -> Result {
    let parser = AdResponseParser()
    var rejected = 0
    for document in corpus.documents {  // Warm-up, and count documents the parser rejects.
      EmptyXMLDelegate.pass(document)
      if (try? parser.parse(document)) == nil { rejected += 1 }
    }
    let once = time { for document in corpus.documents { _ = try? parser.parse(document) } }
    let passes = max(1, Int((0.05 / max(once, 1e-6)).rounded(.up)))
    var ours: [Double] = []
    var floor: [Double] = []
    for _ in 0..<rounds {
      ours.append(
        time {
          for _ in 0..<passes {
            for document in corpus.documents { _ = try? parser.parse(document) }
          }
        })
      floor.append(
        time {
          for _ in 0..<passes {
            for document in corpus.documents { EmptyXMLDelegate.pass(document) }
          }
        })
    }
    let bytes = corpus.totalBytes * passes
    let documents = corpus.documents.count * passes
    return Result(
      source: corpus.source, documents: corpus.documents.count, bytes: corpus.totalBytes,
      passesPerRound: passes, rounds: rounds,
      interlude: Self.throughput(ours, bytes: bytes, documents: documents),
      floor: Self.throughput(floor, bytes: bytes, documents: documents), rejected: rejected)
  }

  private func time(_ body: () -> Void) -> Double {
    ContinuousClock().measure(body) / .seconds(1)
  }

  private static func throughput(_ samples: [Double], bytes: Int, documents: Int) -> Throughput {
    let timing = Timing(samples: samples)
    return Throughput(
      medianSeconds: timing.median, minSeconds: timing.min, maxSeconds: timing.max, bytes: bytes,
      documents: documents)
  }
}

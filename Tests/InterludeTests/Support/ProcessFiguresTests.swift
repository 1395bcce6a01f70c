import Foundation
import InterludeTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The live-heap figure the stress benchmark's verdict rests on must follow real allocations.
@Suite("ProcessFigures: the live heap follows malloc and free")
struct ProcessFiguresTests {
  @Test(.enabled(if: ProcessFigures.heapInUseBytes() != nil, "no live-heap figure here"))
  func theLiveHeapGrowsByAnAllocationAndShrinksWhenItIsFreed() throws {
    let size = 8 << 20
    let before = try #require(ProcessFigures.heapInUseBytes())
    let block = try #require(malloc(size))
    memset(block, 1, size)
    let during = try #require(ProcessFigures.heapInUseBytes())
    free(block)
    let after = try #require(ProcessFigures.heapInUseBytes())
    // Other tests run beside this one: allow them a few megabytes either way.
    let slack = 4 << 20
    #expect(during - before > size - slack, "grew by \(during - before) B")
    #expect(during - after > size - slack, "fell by \(during - after) B")
  }
}

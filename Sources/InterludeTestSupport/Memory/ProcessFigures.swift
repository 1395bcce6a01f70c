import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The running process's memory and CPU figures, for hostile-input tests and benchmarks.
public enum ProcessFigures {
  #if canImport(Glibc)
  private static let rusageSelf = RUSAGE_SELF.rawValue
  #else
  private static let rusageSelf = RUSAGE_SELF
  #endif

  /// The current resident set in bytes, from `/proc/self/statm`; nil where `/proc` is absent.
  public static func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    #if canImport(Glibc)
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return pages * Int(getpagesize())
    #endif
  }

  /// The peak resident set so far in bytes (`ru_maxrss`: KiB on Linux, bytes on Darwin); 0 when
  /// unavailable.
  public static func peakResidentBytes() -> Int {
    var usage = rusage()
    guard getrusage(rusageSelf, &usage) == 0 else { return 0 }
    #if canImport(Darwin)
    return Int(usage.ru_maxrss)
    #else
    return Int(usage.ru_maxrss) * 1024
    #endif
  }

  /// Bytes the C heap has handed out and not yet freed (the live heap), or nil where it cannot
  /// be read.
  ///
  /// Unlike ``residentBytes()`` this does not depend on how many freed pages the allocator keeps
  /// or returns, or on thread stacks and mapped files: a leak of a few hundred bytes per request
  /// shows in it directly. Swift objects, `Data` buffers and libcurl's handles all live there.
  ///
  /// On Linux with glibc it is what `mallinfo2()` reports as `uordblks + hblkhd` (bytes in use
  /// in all arenas, plus chunks served by `mmap`). `mallinfo2` returns its structure by value,
  /// which a Swift function type cannot declare, and the Glibc module does not export malloc.h,
  /// so this calls `malloc_info(0, stream)` (looked up with `dlsym`) into an `open_memstream`
  /// buffer and reads the totals it writes after the last arena: system `current` minus free
  /// `fast` and `rest` plus `mmap`, the same sums `mallinfo2` makes. Chunks cached in the
  /// per-thread tcache count as in use, as in `mallinfo2`. The call locks each arena in turn and
  /// walks its free lists: for measurements, not for hot paths. On Darwin it is
  /// `size_in_use` of `malloc_zone_statistics` over all zones; elsewhere nil. In a process built
  /// with a sanitizer (ASan, TSan), which replaces malloc, it is the sanitizer allocator's
  /// `__sanitizer_get_current_allocated_bytes()`.
  public static func heapInUseBytes() -> Int? {
    #if canImport(Glibc)
    // Under a sanitizer, malloc is the sanitizer's allocator and glibc's arenas stay empty: ask
    // the sanitizer instead.
    typealias AllocatedBytes = @convention(c) () -> Int
    if let symbol = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "__sanitizer_get_current_allocated_bytes")
    {
      return unsafeBitCast(symbol, to: AllocatedBytes.self)()
    }
    typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else {
      return nil
    }
    var buffer: UnsafeMutablePointer<CChar>?
    var length = 0
    guard let stream = open_memstream(&buffer, &length) else { return nil }
    let status = unsafeBitCast(symbol, to: MallocInfo.self)(0, stream)
    fclose(stream)
    defer { free(buffer) }
    guard status == 0, let buffer else { return nil }
    return heapInUse(mallocInfo: String(cString: buffer))
    #elseif canImport(Darwin)
    var statistics = malloc_statistics_t()
    malloc_zone_statistics(nil, &statistics)
    return Int(statistics.size_in_use)
    #else
    return nil
    #endif
  }

  /// The live heap from glibc's `malloc_info` XML: its process-wide totals follow the last
  /// `</heap>` element (`<total type="fast" size=…/>`, `rest`, `mmap`, `<system type="current"
  /// size=…/>`).
  private static func heapInUse(mallocInfo xml: String) -> Int? {
    let totals =
      xml.range(of: "</heap>", options: .backwards).map { xml[$0.upperBound...] }
      ?? xml[...]
    func size(_ element: String) -> Int? {
      guard let start = totals.range(of: element) else { return nil }
      let rest = totals[start.upperBound...]
      guard let attribute = rest.range(of: #"size=""#) else { return nil }
      return Int(rest[attribute.upperBound...].prefix { $0 >= "0" && $0 <= "9" })
    }
    guard let fast = size(#"<total type="fast""#), let free = size(#"<total type="rest""#),
      let mapped = size(#"<total type="mmap""#), let system = size(#"<system type="current""#)
    else { return nil }
    return system - fast - free + mapped
  }

  /// User plus system CPU time of the whole process, in seconds; 0 when unavailable.
  public static func cpuSeconds() -> Double {
    cpuSeconds(of: rusageSelf)
  }

  /// User plus system CPU time of the child processes that have ended and been waited for, in
  /// seconds; 0 when unavailable. The difference across a child's run is that child's time.
  public static func childrenCPUSeconds() -> Double {
    cpuSeconds(of: rusageChildren)
  }

  #if canImport(Glibc)
  private static let rusageChildren = RUSAGE_CHILDREN.rawValue
  #else
  private static let rusageChildren = RUSAGE_CHILDREN
  #endif

  private static func cpuSeconds(of who: Int32) -> Double {
    var usage = rusage()
    guard getrusage(who, &usage) == 0 else { return 0 }
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// The system's load average over the last minute (runnable processes, `/proc/loadavg`);
  /// nil where `/proc` is absent.
  public static func loadAverage() -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return nil
    }
    return text.split(separator: " ").first.flatMap { Double($0) }
  }
}

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

  /// User plus system CPU time of the whole process, in seconds; 0 when unavailable.
  public static func cpuSeconds() -> Double {
    var usage = rusage()
    guard getrusage(rusageSelf, &usage) == 0 else { return 0 }
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}

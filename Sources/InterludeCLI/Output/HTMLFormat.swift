import Foundation

/// Number and time formats shared by the HTML reports: fixed, locale-free and deterministic.
enum HTMLFormat {
  /// A coordinate or size with one decimal, as `12.5` or `300` (no trailing `.0`).
  static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
  }

  /// Session time as `m:ss.s` (or `h:mm:ss.s`), as `2:16.4`.
  static func clock(_ seconds: Double) -> String {
    let tenths = Int((max(seconds, 0) * 10).rounded())
    let hours = tenths / 36_000
    let minutes = tenths / 600 % 60
    let rest = String(format: "%02d.%d", tenths / 10 % 60, tenths % 10)
    return hours > 0 ? String(format: "%d:%02d:", hours, minutes) + rest : "\(minutes):\(rest)"
  }

  /// Milliseconds as `12 ms` or `1.2 s`.
  static func milliseconds(_ value: Double) -> String {
    value < 1000 ? "\(Int(value.rounded())) ms" : String(format: "%.2f s", value / 1000)
  }
}

import InterludeVAST

/// A declared VAST version reduced to major and minor numbers, for version-dependent rules.
struct LintVersion: Comparable {
  let major: Int
  let minor: Int

  init(major: Int, minor: Int) {
    self.major = major
    self.minor = minor
  }

  /// Reads `4`, `4.1` or `4.1.2`; nil when the major part is not a number.
  init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard let first = parts.first, let major = Int(first) else { return nil }
    self.major = major
    self.minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
  }

  /// `4.1`.
  var text: String { "\(major).\(minor)" }

  static let v3 = LintVersion(major: 3, minor: 0)
  static let v4 = LintVersion(major: 4, minor: 0)
  static let v41 = LintVersion(major: 4, minor: 1)
  static let v42 = LintVersion(major: 4, minor: 2)

  static func < (lhs: LintVersion, rhs: LintVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }
}

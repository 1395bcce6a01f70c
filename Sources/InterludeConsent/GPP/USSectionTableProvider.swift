/// A ``USSectionLayout`` with its section's table: every layout of ``USState``.
///
/// The tables are how this module decodes, encodes and lists a section's fields, not API: the
/// public protocol has no requirement for them, and `USSectionLayout.table` finds a layout's
/// table through this one.
package protocol USSectionTableProvider: USSectionLayout {
  /// The section's layout as its IAB specification tables it.
  static var layoutTable: USSectionTable<Self> { get }
}

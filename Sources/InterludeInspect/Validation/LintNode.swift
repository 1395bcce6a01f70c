import InterludeVAST

/// An element of the tree being validated, together with its path for diagnostics.
///
/// Paths name each element by local name, with a 1-based index among same-named siblings only
/// for elements that may repeat: `VAST/Ad[1]/InLine/Creatives/Creative[2]/Linear`.
struct LintNode {
  let node: InterludeVAST.XMLNode
  let path: String

  /// Elements that may occur more than once under their parent.
  static let repeatable: Set<String> = [
    "Ad", "AdBreak", "BlockedAdCategories", "Category", "ClickTracking", "ClosedCaptionFile",
    "Companion", "CompanionClickTracking", "Creative", "CreativeExtension", "CustomClick", "Error",
    "ExecutableResource", "Extension", "HTMLResource", "Icon", "IconClickFallbackImage",
    "IconClickTracking", "IconViewTracking", "IFrameResource", "Impression",
    "InteractiveCreativeFile", "JavaScriptResource", "MediaFile", "Mezzanine", "NonLinear",
    "NonLinearClickTracking", "NotViewable", "StaticResource", "Tracking", "UniversalAdId",
    "Verification", "ViewUndetermined", "Viewable",
  ]

  /// The local name.
  var name: String { node.name }
  /// The 1-based line where the element starts.
  var line: Int { node.line }
  /// The trimmed text, or nil when empty.
  var value: String? { node.value }

  /// An attribute, trimmed; nil when absent or empty.
  func attribute(_ name: String) -> String? { node.attribute(name) }

  /// True when the attribute is written, even with an empty value.
  func hasAttribute(_ name: String) -> Bool { node.attributes[name] != nil }

  /// The first child with the given local name.
  func child(_ name: String) -> LintNode? {
    guard let index = node.children.firstIndex(where: { $0.name == name }) else { return nil }
    return LintNode(node: node.children[index], path: childPath(name, position: 1))
  }

  /// True when a child with the given local name exists.
  func has(_ name: String) -> Bool { node.child(name) != nil }

  /// Every child with the given local name, in order.
  func children(_ name: String) -> [LintNode] {
    node.children(name).enumerated().map { offset, child in
      LintNode(node: child, path: childPath(name, position: offset + 1))
    }
  }

  /// The grandchildren `outer/inner` (for example `Creatives/Creative`), in order.
  func children(_ outer: String, _ inner: String) -> [LintNode] {
    children(outer).flatMap { $0.children(inner) }
  }

  /// Every child, in order.
  var allChildren: [LintNode] {
    var seen: [String: Int] = [:]
    return node.children.map { child in
      let position = (seen[child.name] ?? 0) + 1
      seen[child.name] = position
      return LintNode(node: child, path: childPath(child.name, position: position))
    }
  }

  private func childPath(_ name: String, position: Int) -> String {
    Self.repeatable.contains(name) ? "\(path)/\(name)[\(position)]" : "\(path)/\(name)"
  }
}

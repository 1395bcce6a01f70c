extension GPPSection {
  /// The section IDs of the US sections: 6 (`uspv1`), 7 (`usnat`) and the states from 8 on.
  static func isUS(id: Int) -> Bool { (6...27).contains(id) }

  /// Whether this is a US section (`uspv1`, `usnat` or a state).
  public var isUS: Bool { Self.isUS(id: id) }
}

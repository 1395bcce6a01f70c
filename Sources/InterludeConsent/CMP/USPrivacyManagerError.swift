/// Why ``USPrivacyManager`` could not save a US choice.
public enum USPrivacyManagerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The user is not in the United States (``USPrivacyManager/jurisdiction`` is nil): there is
  /// no US section to write.
  case notInUnitedStates
  /// The section encoder refused a value.
  case encoding(GPPError)
  /// The store could not save.
  case store(ConsentStoreError)

  /// A stable code for the error: `not-in-united-states`, `encoding`, `store`.
  public var code: String {
    switch self {
    case .notInUnitedStates: "not-in-united-states"
    case .encoding: "encoding"
    case .store: "store"
    }
  }

  /// The code and what went wrong.
  public var description: String {
    switch self {
    case .notInUnitedStates: "\(code): the user is not in the United States"
    case .encoding(let error): "\(code): \(error)"
    case .store(let error): "\(code): \(error)"
    }
  }
}

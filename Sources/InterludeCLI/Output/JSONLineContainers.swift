/// The containers a ``JSONLineWriter`` has open, innermost last: whether each is an object and
/// whether it has a member yet.
///
/// Every member and element written asks it whether a comma goes first, so it keeps its flags
/// in one allocation, without the uniqueness check an array makes on every change.
struct JSONLineContainers: ~Copyable {
  /// Each container's flags, outermost first: ``objectFlag`` and ``memberFlag``.
  private var flags: UnsafeMutablePointer<UInt8>
  /// The flags allocated.
  private var capacity = 16
  /// The number of containers open.
  private(set) var count = 0

  private static let objectFlag: UInt8 = 1
  private static let memberFlag: UInt8 = 2

  /// No container open.
  init() {
    flags = .allocate(capacity: capacity)
  }

  deinit {
    flags.deallocate()
  }

  /// Opens a container inside the innermost.
  @inline(__always)
  mutating func push(isObject: Bool) {
    if count == capacity {
      let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * capacity)
      larger.initialize(from: flags, count: count)
      flags.deallocate()
      flags = larger
      capacity *= 2
    }
    flags[count] = isObject ? Self.objectFlag : 0
    count += 1
  }

  /// Closes the innermost container; returns whether it was an object.
  @inline(__always)
  mutating func pop() -> Bool {
    precondition(count > 0, "no container is open")
    count -= 1
    return flags[count] & Self.objectFlag != 0
  }

  /// Whether the container at `index` (0 the outermost) is an object.
  @inline(__always)
  func isObject(at index: Int) -> Bool {
    precondition(index < count, "container \(index) is not open")
    return flags[index] & Self.objectFlag != 0
  }

  /// Marks the container at `index` as having a member; returns whether it had one already
  /// (so that a comma goes before this one).
  @inline(__always)
  mutating func addMember(at index: Int) -> Bool {
    precondition(index < count, "container \(index) is not open")
    let had = flags[index] & Self.memberFlag != 0
    flags[index] |= Self.memberFlag
    return had
  }
}

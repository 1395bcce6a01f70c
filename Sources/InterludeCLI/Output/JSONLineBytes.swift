/// The UTF-8 output of a ``JSONLineWriter``: bytes in one allocation that grows as needed.
///
/// An array checks that its storage is uniquely referenced and large enough on every append,
/// and for the hundreds of small appends of each `decode --lines` object those checks cost
/// more than the copying. Here a writer reserves room once for what it is about to write (a
/// number, a key, an array of numbers) and stores into it. The appends are always inlined:
/// each is a comparison and a store or two where a call would cost more.
struct JSONLineBytes: ~Copyable {
  /// The first byte of the allocation.
  private var base: UnsafeMutablePointer<UInt8>
  /// The bytes allocated.
  private var capacity: Int
  /// The bytes written.
  private(set) var count = 0

  /// Allocates room for `capacity` bytes.
  init(capacity: Int) {
    base = .allocate(capacity: capacity)
    self.capacity = capacity
  }

  deinit {
    base.deallocate()
  }

  /// Appends one byte.
  @inline(__always)
  mutating func append(_ byte: UInt8) {
    if count == capacity { grow(toHold: count + 1) }
    base[count] = byte
    count += 1
  }

  /// Appends bytes.
  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
    (base + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Appends the text of a literal.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// Makes room for `most` bytes, lets `body` write them from the pointer it is given, and
  /// keeps as many as it returns (at most `most`).
  @inline(__always)
  mutating func append(atMost most: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    if count + most > capacity { grow(toHold: count + most) }
    let written = body(base + count)
    precondition(written <= most, "wrote \(written) bytes where room was made for \(most)")
    count += written
  }

  /// Hands the bytes written to `body`.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try body(UnsafeBufferPointer(start: base, count: count))
  }

  /// Forgets the bytes written, keeping the allocation for the next.
  mutating func removeAll() {
    count = 0
  }

  /// Moves the bytes to an allocation at least twice as large and large enough for `needed`.
  private mutating func grow(toHold needed: Int) {
    let larger = max(needed, 2 * capacity)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.initialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = larger
  }
}

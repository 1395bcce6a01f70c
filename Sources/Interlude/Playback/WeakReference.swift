/// A weak reference kept in a value type's settings: equal to another when both were made
/// from the same object (or both from nil), whether or not the object is still alive.
package struct WeakReference: Hashable, Sendable {
  /// The object, while it lives.
  package private(set) weak var object: (any AnyObject & Sendable)?
  private let identity: ObjectIdentifier?

  /// A reference to `object`; nil refers to nothing.
  package init(_ object: (any AnyObject & Sendable)?) {
    self.object = object
    identity = object.map(ObjectIdentifier.init)
  }

  package static func == (lhs: WeakReference, rhs: WeakReference) -> Bool {
    lhs.identity == rhs.identity
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(identity)
  }
}

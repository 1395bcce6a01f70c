/// Something in the configuration or the vendor list the layer could not show as configured.
/// The layer still shows everything the user decides on (a stack it cannot use is replaced by
/// its purposes), but a TCF layer with an issue is incomplete: fix the configuration or load the
/// Global Vendor List.
public struct ConsentLayerIssue: Hashable, Sendable, CustomStringConvertible {
  /// The stable category of an issue; the raw values appear in CLI output and do not change.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// No Global Vendor List was given: no descriptions, illustrations or vendor disclosures.
    case noVendorList
    /// The Global Vendor List has no translation for the layer's language: its purposes,
    /// features and vendor disclosures are in English beside the translated words of the layer,
    /// and the TC string records `EN` as the consent language.
    case vendorListNotTranslated
    /// A configured vendor is not in the Global Vendor List: it is shown without disclosures.
    case vendorNotInVendorList
    /// A configured stack is not in the Global Vendor List: its purposes are shown one by one.
    case unknownStack
    /// A configured stack groups a purpose or special feature the layer does not ask for: its
    /// purposes are shown one by one.
    case stackOutsideConfiguration
    /// A configured stack shares a purpose or special feature with an earlier one: a purpose is
    /// in one stack at most, so its purposes are shown one by one.
    case overlappingStack
  }

  /// The category.
  public var kind: Kind
  /// The vendor or stack id concerned; nil for ``Kind/noVendorList``.
  public var id: Int?
  /// A human-readable explanation, in one sentence.
  public var message: String

  /// Creates an issue.
  package init(_ kind: Kind, id: Int? = nil, _ message: String) {
    self.kind = kind
    self.id = id
    self.message = message
  }

  /// `kind: message`, as the CLI prints it.
  public var description: String { "\(kind.rawValue): \(message)" }
}

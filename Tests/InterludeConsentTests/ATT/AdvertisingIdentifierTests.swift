import InterludeConsent
import Testing

/// When the advertising identifier may be used (`AdvertisingIdentifier`). Apple's
/// `ASIdentifierManager.advertisingIdentifier` documentation: without tracking authorisation
/// (iOS 14.5 and later) the identifier is all zeros, 00000000-0000-0000-0000-000000000000.
@Suite("Advertising identifier")
struct AdvertisingIdentifierTests {
  private static let idfa = "6D92078A-8246-4BA4-AE5B-76104861E7DC"

  @Test("the all-zero IDFA 00000000-0000-0000-0000-000000000000 is no identifier")
  func zeroIsNoIdentifier() {
    #expect(AdvertisingIdentifier.zero == "00000000-0000-0000-0000-000000000000")
    #expect(!AdvertisingIdentifier.isReal(AdvertisingIdentifier.zero))
    #expect(AdvertisingIdentifier.value(status: .authorized) { AdvertisingIdentifier.zero } == nil)
  }

  @Test("zeros without dashes, and an empty identifier, are no identifier either")
  func otherEmptySpellings() {
    #expect(!AdvertisingIdentifier.isReal("00000000000000000000000000000000"))
    #expect(!AdvertisingIdentifier.isReal(""))
    #expect(AdvertisingIdentifier.isReal(Self.idfa))
    #expect(AdvertisingIdentifier.isReal("00000000-0000-0000-0000-000000000001"))
  }

  @Test(
    "only an authorized ATT answer reads the identifier",
    arguments: TrackingAuthorizationStatus.allCases)
  func onlyAuthorizedReads(status: TrackingAuthorizationStatus) {
    var read = false
    let value = AdvertisingIdentifier.value(status: status) {
      read = true
      return Self.idfa
    }
    #expect(read == (status == .authorized))
    #expect(value == (status == .authorized ? Self.idfa : nil))
  }
}

import Foundation
import InterludeConsent
import Testing

/// Makes a fresh store of each kind, so the shared contract runs against all of them.
enum ConsentStoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case memory
  case file
  case userDefaults

  var testDescription: String { rawValue }

  /// A fresh store, and what removes what it leaves behind.
  func make() throws -> (store: any ConsentStore, cleanUp: () -> Void) {
    switch self {
    case .memory:
      return (InMemoryConsentStore(), {})
    case .file:
      let folder = ConsentStoreTemporaryFolder.make()
      return (
        FileConsentStore(fileURL: folder.appendingPathComponent("consent.json")),
        { try? FileManager.default.removeItem(at: folder) }
      )
    case .userDefaults:
      // A suite of its own, never `.standard`: tests must not touch real defaults.
      let suite = "interlude-tests-\(UUID().uuidString)"
      let defaults = try #require(UserDefaults(suiteName: suite))
      return (
        UserDefaultsConsentStore(defaults: defaults),
        { defaults.removePersistentDomain(forName: suite) }
      )
    }
  }
}

enum ConsentStoreTemporaryFolder {
  static func make() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("consent-store-\(UUID().uuidString)", isDirectory: true)
  }
}

@Suite("ConsentStore contract")
struct ConsentStoreTests {
  @Test(arguments: ConsentStoreKind.allCases)
  func readsWritesAndRemovesTypedValues(kind: ConsentStoreKind) throws {
    let (store, cleanUp) = try kind.make()
    defer { cleanUp() }
    try store.set(.int(31), forKey: "IABTCF_CmpSdkID")
    try store.set(.string("0101"), forKey: "IABTCF_PurposeConsents")
    #expect(store.value(forKey: "IABTCF_CmpSdkID") == .int(31))
    #expect(store.integer(forKey: "IABTCF_CmpSdkID") == 31)
    #expect(store.string(forKey: "IABTCF_CmpSdkID") == nil)
    #expect(store.string(forKey: "IABTCF_PurposeConsents") == "0101")
    #expect(store.integer(forKey: "IABTCF_PurposeConsents") == nil)
    #expect(store.keys() == ["IABTCF_CmpSdkID", "IABTCF_PurposeConsents"])
    try store.remove("IABTCF_CmpSdkID")
    #expect(store.value(forKey: "IABTCF_CmpSdkID") == nil)
    try store.set(nil, forKey: "IABTCF_PurposeConsents")
    #expect(store.keys().isEmpty)
  }

  @Test(arguments: ConsentStoreKind.allCases)
  func appliesABatchInOrder(kind: ConsentStoreKind) throws {
    let (store, cleanUp) = try kind.make()
    defer { cleanUp() }
    var batch = ConsentStoreBatch()
    batch.set(1, forKey: "a")
    batch.set("x", forKey: "b")
    batch.remove("a")
    batch.set(2, forKey: "a")
    batch.set(nil as Int?, forKey: "c")
    #expect(batch.keys == ["a", "b", "c"])
    try store.save(batch)
    #expect(store.value(forKey: "a") == .int(2))
    #expect(store.value(forKey: "b") == .string("x"))
    #expect(store.keys() == ["a", "b"])
  }

  @Test(arguments: ConsentStoreKind.allCases)
  func postsOneChangePerSave(kind: ConsentStoreKind) async throws {
    let (store, cleanUp) = try kind.make()
    defer { cleanUp() }
    let changes = store.changes()
    var first = ConsentStoreBatch()
    for index in 0..<20 {
      first.set(index, forKey: "IABTCF_key\(index)")
    }
    try store.save(first)
    try store.save(ConsentStoreBatch())  // empty: no save, no change
    try store.set(.string("1"), forKey: "IABTCF_last")

    var received: [ConsentStoreChange] = []
    for await change in changes {
      received.append(change)
      if received.count == 2 { break }
    }
    #expect(received.count == 2)
    #expect(received.first?.keys.count == 20)
    #expect(received.last?.keys == ["IABTCF_last"])
  }

  @Test func everySubscriberReceivesTheChange() async throws {
    let store = InMemoryConsentStore()
    let first = store.changes()
    let second = store.changes()
    try store.set(.int(1), forKey: "k")
    var firstIterator = first.makeAsyncIterator()
    var secondIterator = second.makeAsyncIterator()
    #expect(await firstIterator.next()?.keys == ["k"])
    #expect(await secondIterator.next()?.keys == ["k"])
  }

  @Test func consentValuesRoundTripThroughJSONWithTheirTypes() throws {
    let values: [String: ConsentValue] = ["n": .int(4), "s": .string("4")]
    let data = try JSONEncoder().encode(values)
    let raw = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(raw["n"] is Int)
    #expect(raw["s"] as? String == "4")
    #expect(try JSONDecoder().decode([String: ConsentValue].self, from: data) == values)
    let bool = try JSONDecoder().decode(
      [String: ConsentValue].self, from: Data(#"{"b":true}"#.utf8))
    #expect(bool["b"] == .int(1))
  }
}

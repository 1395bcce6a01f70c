import Foundation
import InterludeConsent
import Testing

@Suite("FileConsentStore")
struct FileConsentStoreTests {
  private func rawJSON(_ url: URL) throws -> [String: Any] {
    let data = try Data(contentsOf: url)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func persistsAcrossInstancesWithExactTypes() throws {
    let folder = ConsentStoreTemporaryFolder.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("nested/consent.json")
    let store = FileConsentStore(fileURL: file)
    try store.save(
      ConsentStoreBatch([
        .set(key: "IABTCF_CmpSdkID", value: .int(300)),
        .set(key: "IABTCF_PurposeConsents", value: .string("1101")),
      ]))

    let raw = try rawJSON(file)
    #expect(raw["IABTCF_CmpSdkID"] is Int)
    #expect(raw["IABTCF_CmpSdkID"] as? Int == 300)
    #expect(raw["IABTCF_PurposeConsents"] as? String == "1101")

    let reopened = FileConsentStore(fileURL: file)
    #expect(reopened.value(forKey: "IABTCF_CmpSdkID") == .int(300))
    #expect(reopened.value(forKey: "IABTCF_PurposeConsents") == .string("1101"))
  }

  @Test func aLeftoverTemporaryFileDoesNotCorruptTheRealFile() throws {
    let folder = ConsentStoreTemporaryFolder.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("consent.json")
    let store = FileConsentStore(fileURL: file)
    try store.set(.int(1), forKey: "IABTCF_gdprApplies")
    let good = try Data(contentsOf: file)

    // A crash mid-save: a half-written temporary file beside the real one.
    let leftover = folder.appendingPathComponent("\(store.temporaryFilePrefix)crashed.tmp")
    try Data(#"{"IABTCF_gdprApplies": 0, "IABTCF_TCStr"#.utf8).write(to: leftover)
    #expect(try Data(contentsOf: file) == good)

    let reopened = FileConsentStore(fileURL: file)
    #expect(reopened.value(forKey: "IABTCF_gdprApplies") == .int(1))
    #expect(!FileManager.default.fileExists(atPath: leftover.path))

    try reopened.set(.string("CP"), forKey: "IABTCF_TCString")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names == ["consent.json"])
    #expect(FileConsentStore(fileURL: file).value(forKey: "IABTCF_TCString") == .string("CP"))
  }

  @Test func aCorruptFileReadsAsEmptyAndIsReplacedByTheNextSave() throws {
    let folder = ConsentStoreTemporaryFolder.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("consent.json")
    try Data("{ not json".utf8).write(to: file)
    let store = FileConsentStore(fileURL: file)
    #expect(store.keys().isEmpty)
    try store.set(.int(0), forKey: "IABTCF_gdprApplies")
    #expect(try rawJSON(file)["IABTCF_gdprApplies"] as? Int == 0)
  }

  @Test func aFailedWriteLeavesTheStoreAndFileUnchanged() throws {
    let folder = ConsentStoreTemporaryFolder.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // The "file" is a non-empty directory, so the rename over it must fail.
    let file = folder.appendingPathComponent("consent.json")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    try Data().write(to: file.appendingPathComponent("keep"))
    let store = FileConsentStore(fileURL: file)
    #expect(throws: ConsentStoreError.self) {
      try store.set(.int(1), forKey: "k")
    }
    #expect(store.value(forKey: "k") == nil)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names == ["consent.json"])
  }
}

import Foundation
import Testing

@testable import InterludeConsent

@Suite("ConsentReceiptLog: append, bound, checksum, crash recovery, export")
struct ConsentReceiptLogTests {
  /// A fresh folder for one test's log, removed by the caller.
  private static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("interlude-receipts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A closed log file `receipts.log` in a fresh folder (the caller removes the folder), holding
  /// one receipt per action, a second apart.
  private static func logFile(
    _ actions: [ConsentReceiptAction], capacity: Int = ConsentReceiptLog.defaultCapacity
  ) throws -> (folder: URL, file: URL) {
    let folder = try Self.folder()
    let file = folder.appendingPathComponent("receipts.log")
    let log = try ConsentReceiptLog(url: file, capacity: capacity)
    for (index, action) in actions.enumerated() {
      try log.append(Self.receipt(action, second: Double(index)))
    }
    log.close()
    return (folder, file)
  }

  private static func receipt(
    _ action: ConsentReceiptAction = .acceptAll, second: Double = 0
  ) -> ConsentReceipt {
    ConsentReceipt(
      timestamp: Date(timeIntervalSince1970: 1_764_442_800.1234 + second), action: action,
      tcString: "CQcA", additionalConsentString: "2~89~dv.89", gppString: "DBABMA~CQcA",
      layerVersion: 2, configurationVersion: "0a1b2c3d", vendorListVersion: 17,
      tcfPolicyVersion: 5, trackingAuthorization: .denied)
  }

  @Test("Receipts are appended in order, numbered from 1, and read back after a reopen")
  func appendAndReopen() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("receipts.log")
    let actions: [ConsentReceiptAction] = [.acceptAll, .trackingRejected, .custom]
    do {
      let log = try ConsentReceiptLog(url: file)
      for (index, action) in actions.enumerated() {
        let kept = try log.append(Self.receipt(action, second: Double(index)))
        #expect(kept.sequence == index + 1)
      }
      #expect(log.receipts.map(\.action) == actions)
      log.close()
      #expect(throws: ConsentReceiptLogError.closed) { try log.append(Self.receipt()) }
    }
    let reopened = try ConsentReceiptLog(url: file)
    #expect(reopened.recovery == ConsentReceiptLogRecovery(receipts: 3))
    #expect(reopened.receipts.map(\.action) == actions)
    #expect(reopened.receipts.map(\.sequence) == [1, 2, 3])
    let first = try #require(reopened.receipts.first)
    #expect(first.timestamp == Date(timeIntervalSince1970: 1_764_442_800.123))
    #expect(first.trackingAuthorization == .denied && first.gppString == "DBABMA~CQcA")
    #expect(try reopened.append(Self.receipt()).sequence == 4)
  }

  @Test("Each record is one checksummed line: a header, then one line per receipt")
  func fileFormat() throws {
    let (folder, file) = try Self.logFile([.acceptAll])
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3 && lines[2].isEmpty)
    for line in lines.prefix(2) {
      let body = try #require(ChecksummedLine.body(of: Data(line.utf8)), "\(line)")
      #expect(String(line.prefix(8)) == JournalChecksum.crc32Hex(body))
    }
    #expect(lines[0].contains(#""k":"H""#) && lines[0].contains(#""v":1"#))
    #expect(lines[1].contains(#""k":"R""#) && lines[1].contains(#""action":"acceptAll""#))
  }

  @Test("The log keeps at most its capacity: the oldest are dropped and counted, across reopens")
  func bound() throws {
    let (folder, file) = try Self.logFile(Array(repeating: .acceptAll, count: 7), capacity: 3)
    defer { try? FileManager.default.removeItem(at: folder) }
    let reopened = try ConsentReceiptLog(url: file, capacity: 3)
    #expect(reopened.receipts.map(\.sequence) == [5, 6, 7])
    #expect(reopened.droppedCount == 4)
    let size = try Data(contentsOf: file).count
    try reopened.append(Self.receipt())
    #expect(reopened.receipts.map(\.sequence) == [6, 7, 8])
    #expect(try Data(contentsOf: file).count <= size + 16, "the file does not grow past the bound")
    #expect(!FileManager.default.fileExists(atPath: file.path + ".compact"))
    reopened.close()

    let smaller = try ConsentReceiptLog(url: file, capacity: 2)
    #expect(smaller.receipts.map(\.sequence) == [7, 8], "a lowered capacity applies at open")
    #expect(smaller.droppedCount == 6)
  }

  @Test("A log kept in memory numbers, bounds and exports the same way")
  func inMemory() throws {
    let log = ConsentReceiptLog(capacity: 2)
    for index in 0..<3 { try log.append(Self.receipt(second: Double(index))) }
    #expect(log.url == nil)
    #expect(log.receipts.map(\.sequence) == [2, 3])
    #expect(log.export().droppedCount == 1)
  }

  @Test("A damaged record fails its checksum: it is skipped and counted, never half-read")
  func checksumDetectsDamage() throws {
    let (folder, file) = try Self.logFile([.acceptAll, .rejectAll, .custom])
    defer { try? FileManager.default.removeItem(at: folder) }
    var data = try Data(contentsOf: file)
    // One character of the second receipt's TC string changes: still JSON, wrong checksum.
    let text = String(decoding: data, as: UTF8.self)
    let second = try #require(text.range(of: #""action":"rejectAll""#))
    let target = try #require(text[second.upperBound...].range(of: "CQcA"))
    data[text.utf8.distance(from: text.startIndex, to: target.lowerBound)] = UInt8(ascii: "X")
    try data.write(to: file)

    let reopened = try ConsentReceiptLog(url: file)
    #expect(reopened.recovery.damagedRecords == 1)
    #expect(reopened.recovery.tornBytes == 0)
    #expect(reopened.receipts.map(\.action) == [.acceptAll, .custom])
    #expect(reopened.receipts.map(\.sequence) == [1, 3], "the gap shows the lost receipt")
    #expect(reopened.damagedCount == 1 && reopened.export().damagedCount == 1)
  }

  @Test("A receipt torn by a crash mid-write is cut off; every whole receipt before it is kept")
  func tornTailAtEveryByte() throws {
    let (folder, source) = try Self.logFile([.acceptAll, .acceptAll, .acceptAll])
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = try Data(contentsOf: source)
    let lineEnds = data.indices.filter { data[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    let file = folder.appendingPathComponent("cut.log")
    var tornCuts = 0
    for cut in lineEnds[0]...data.count {
      try data.prefix(cut).write(to: file)
      let whole = lineEnds.filter { $0 <= cut }.count - 1
      do {
        let log = try ConsentReceiptLog(url: file)
        #expect(log.receipts.count == whole, "cut at \(cut)")
        #expect(log.recovery.tornBytes == cut - (lineEnds.last { $0 <= cut } ?? 0), "cut \(cut)")
        #expect(log.recovery.damagedRecords == 0, "cut at \(cut)")
        if log.recovery.tornBytes > 0 { tornCuts += 1 }
        // The next receipt starts on a clean line after the cut.
        try log.append(Self.receipt(.custom))
        log.close()
      }
      let again = try ConsentReceiptLog(url: file)
      #expect(again.receipts.count == whole + 1, "cut at \(cut)")
      #expect(again.receipts.last?.action == .custom, "cut at \(cut)")
      #expect(again.recovery.tornBytes == 0 && again.recovery.damagedRecords == 0, "cut \(cut)")
      again.close()
    }
    #expect(tornCuts > 100)
  }

  @Test("A file that lost its header gets a new one, and keeps its receipts")
  func missingHeader() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("receipts.log")
    var receipt = Self.receipt(.imported)
    receipt.sequence = 9
    try ConsentReceiptLogRecord.receipt(receipt).line().write(to: file)
    let log = try ConsentReceiptLog(url: file)
    #expect(log.receipts.map(\.sequence) == [9])
    #expect(try log.append(Self.receipt()).sequence == 10)
    log.close()
    let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    #expect(text.split(separator: "\n").first?.contains(#""k":"H""#) == true)
    #expect(try ConsentReceiptLog(url: file).receipts.map(\.sequence) == [9, 10])
  }

  @Test("A rewrite cut short by a crash leaves the log whole; the stray file is deleted")
  func rewriteCutShort() throws {
    let (folder, file) = try Self.logFile([.acceptAll])
    defer { try? FileManager.default.removeItem(at: folder) }
    let stray = URL(fileURLWithPath: file.path + ".compact")
    try Data("00000000 {\"k\":\"H\"".utf8).write(to: stray)
    let log = try ConsentReceiptLog(url: file)
    #expect(log.receipts.count == 1)
    #expect(!FileManager.default.fileExists(atPath: stray.path))
  }

  @Test("A second log cannot open the same file; a file from a newer version is refused")
  func lockAndVersion() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("receipts.log")
    let log = try ConsentReceiptLog(url: file)
    #expect(throws: ConsentReceiptLogError.locked(path: file.path)) {
      _ = try ConsentReceiptLog(url: file)
    }
    log.close()
    _ = try ConsentReceiptLog(url: file)

    let newer = folder.appendingPathComponent("newer.log")
    var header = ConsentReceiptLogRecord.header(dropped: 0, damaged: 0)
    header.version = 2
    try header.line().write(to: newer)
    #expect(throws: ConsentReceiptLogError.unsupportedVersion(2)) {
      _ = try ConsentReceiptLog(url: newer)
    }
  }

  @Test("The export is JSON: format, version, counts, and every receipt field by name")
  func exportShape() throws {
    let log = ConsentReceiptLog()
    try log.append(Self.receipt())
    var unknown = Self.receipt(.expired)
    unknown.additionalConsentString = nil
    unknown.trackingAuthorization = nil
    try log.append(unknown)
    let data = try log.export().jsonData()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(
      Set(object.keys) == ["format", "version", "droppedCount", "damagedCount", "receipts"])
    #expect(object["format"] as? String == "interlude-consent-receipts")
    #expect(object["version"] as? Int == 1)
    #expect(object["droppedCount"] as? Int == 0)
    let receipts = try #require(object["receipts"] as? [[String: Any]])
    #expect(receipts.count == 2)
    let first = receipts[0]
    #expect(
      Set(first.keys) == [
        "sequence", "timestamp", "action", "tcString", "additionalConsentString", "gppString",
        "layerVersion", "configurationVersion", "vendorListVersion", "tcfPolicyVersion",
        "trackingAuthorization",
      ])
    #expect(first["timestamp"] as? String == "2025-11-29T19:00:00.123Z")
    #expect(first["action"] as? String == "acceptAll")
    #expect(first["tcString"] as? String == "CQcA")
    #expect(first["additionalConsentString"] as? String == "2~89~dv.89")
    #expect(first["gppString"] as? String == "DBABMA~CQcA")
    #expect(first["layerVersion"] as? Int == 2)
    #expect(first["configurationVersion"] as? String == "0a1b2c3d")
    #expect(first["trackingAuthorization"] as? String == "denied")
    #expect(receipts[1]["action"] as? String == "expired")
    #expect(receipts[1]["additionalConsentString"] is NSNull)
    #expect(receipts[1]["trackingAuthorization"] is NSNull)
    let back = try JSONDecoder().decode(ConsentReceiptExport.self, from: data)
    #expect(back == log.export())
  }
}

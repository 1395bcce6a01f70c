import Foundation
import InterludeConsent

/// `interlude-beacon-crash-helper receipts --log PATH --count N [--capacity 40]`: appends
/// consent receipts to a ``ConsentReceiptLog`` one after another, for the test that kills it in
/// the middle of an append or of the rewrite that keeps the log within its capacity.
///
/// Lines on standard output: `READY receipts=… torn=… damaged=… dropped=… next=…` after the log
/// opened; `W <sequence>` once each append returned (the receipt is synced); `J <error>` when an
/// append fails (exit 1); `DONE`.
@MainActor
enum ReceiptCrashHelper {
  static let usage = """
    usage: interlude-beacon-crash-helper receipts --log PATH --count N [--capacity 40]
    """

  static func run(arguments: [String]) -> Int32 {
    CrashHelper.watchParent()
    let options = CrashHelper.options(arguments) ?? [:]
    guard let path = options["log"],
      let count = options["count"].flatMap(Int.init),
      let capacity = Int(options["capacity"] ?? "40")
    else {
      FileHandle.standardError.write(Data((usage + "\n").utf8))
      return 64
    }
    let output = LineWriter()
    let log: ConsentReceiptLog
    do {
      log = try ConsentReceiptLog(url: URL(fileURLWithPath: path), capacity: capacity)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      return 2
    }
    let next = (log.receipts.last?.sequence ?? 0) + 1
    output.line(
      "READY receipts=\(log.receipts.count) torn=\(log.recovery.tornBytes) "
        + "damaged=\(log.recovery.damagedRecords) dropped=\(log.droppedCount) next=\(next)")
    // A realistic TC string length (a few hundred characters) makes each write a few pages'
    // worth of work, so kills land inside appends and rewrites, not only between them.
    let tcString = String(repeating: "CQcAbcAQcAbcAAKAAAENB", count: 30)
    let actions = ConsentReceiptAction.allCases
    for number in 0..<count {
      let receipt = ConsentReceipt(
        timestamp: Date(), action: actions[number % actions.count], tcString: tcString,
        additionalConsentString: "2~89~dv.89", gppString: "DBABMA~" + tcString,
        layerVersion: 1, configurationVersion: "0a1b2c3d", vendorListVersion: 17,
        tcfPolicyVersion: 5, trackingAuthorization: .denied)
      do {
        let kept = try log.append(receipt)
        output.line("W \(kept.sequence)")
      } catch {
        output.line("J \(error)")
        return 1
      }
    }
    log.close()
    output.line("DONE")
    return 0
  }
}

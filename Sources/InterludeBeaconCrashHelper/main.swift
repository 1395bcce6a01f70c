import Foundation

// `interlude-beacon-crash-helper`: the process the crash tests kill. By default (what
// `Scripts/beacon-crash-test` runs) it opens a `BeaconQueue` on a journal, enqueues beacons to a
// server and reports each step; with `receipts` first it appends consent receipts to a
// `ConsentReceiptLog` (`ConsentReceiptLogCrashTests`). Each step is one line on standard output,
// written straight to the file descriptor (no buffering), so that what the killer reads is what
// happened before the kill.
let arguments = Array(CommandLine.arguments.dropFirst())
let exitCode =
  arguments.first == "receipts"
  ? ReceiptCrashHelper.run(arguments: Array(arguments.dropFirst()))
  : await CrashHelper.run(arguments: arguments)
exit(exitCode)

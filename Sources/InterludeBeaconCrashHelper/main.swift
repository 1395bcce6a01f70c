import Foundation

// `interlude-beacon-crash-helper`: the process `Scripts/beacon-crash-test` kills. It opens a
// `BeaconQueue` on a journal, enqueues beacons to a server and reports each step on standard
// output, one line per step, written straight to the file descriptor (no buffering), so that
// what the killer reads is what happened before the kill.
let exitCode = await CrashHelper.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(exitCode)

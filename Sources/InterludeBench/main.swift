import Foundation

// `interlude-bench`: performance figures for Interlude, run with `swift run -c release`.
let exitCode = BenchmarkCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(exitCode)

public import Foundation

/// Starting a process for a test that reads what it prints (the crash helpers, scripts).
public enum ChildProcess {
  /// Starts `executable` with `arguments`: standard output to a pipe, standard input and error
  /// from and to the null device. Returns the process and the pipe's reading end.
  public static func start(
    _ executable: URL, _ arguments: [String]
  ) throws -> (process: Process, output: FileHandle) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return (process, pipe.fileHandleForReading)
  }
}

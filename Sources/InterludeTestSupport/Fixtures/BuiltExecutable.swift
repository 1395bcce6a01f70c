public import Foundation

/// Executables of this package that tests run as separate processes (the crash helper), found
/// beside the test bundle in the build folder.
public enum BuiltExecutable {
  /// The executable `name`: the path in the environment variable `override` when it is set,
  /// else the first executable file of that name in the folder of the running test binary or
  /// of a loaded `.xctest` bundle, or up to three folders above them; nil when none is built.
  public static func url(named name: String, override: String? = nil) -> URL? {
    if let override, let path = ProcessInfo.processInfo.environment[override] {
      return URL(fileURLWithPath: path)
    }
    var folders: [URL] = []
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
      .resolvingSymlinksInPath()
    folders.append(executable.deletingLastPathComponent())
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    var candidates: [URL] = []
    for folder in folders {
      var current = folder
      for _ in 0..<4 {
        candidates.append(current.appendingPathComponent(name))
        current = current.deletingLastPathComponent()
      }
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}

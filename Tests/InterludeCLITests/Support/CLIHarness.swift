import Foundation
import Interlude
import InterludeVAST

@testable import InterludeCLI

/// What one in-process run of `interlude` produced.
struct CLIResult {
  var status: ExitCode
  var output: String
  var errors: String
}

/// One long-lived session for every test, as in production (libcurl teardown is fragile).
private let sharedTransport = URLSessionTransport()

/// Runs `interlude` in-process with captured streams and the given standard input.
func runCLI(
  _ arguments: [String], standardInput: Data = Data(), transport: (any HTTPTransport)? = nil,
  progress: @escaping @Sendable (String) -> Void = { _ in }
) async -> CLIResult {
  var output = ""
  var errors = ""
  let lines = LineQueue(standardInput)
  let context = CommandContext(
    readStandardInput: { standardInput }, transport: transport ?? sharedTransport,
    parserOptions: .default, fetchTimeout: 5, readLine: { lines.next() },
    preferredLanguages: { ["en-US"] }, progress: progress)
  let status = await CLI.run(
    arguments: arguments, context: context, output: &output, errors: &errors)
  return CLIResult(status: status, output: output, errors: errors)
}

/// Standard input served one line at a time, as `readLine()` serves it.
private final class LineQueue: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [Substring]

  init(_ data: Data) {
    let text = String(decoding: data, as: UTF8.self)
    lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { lines.removeLast() }
  }

  func next() -> String? {
    lock.withLock { lines.isEmpty ? nil : String(lines.removeFirst()) }
  }
}

/// Golden files of this target, in the source tree (so that recording writes them there).
enum Snapshots {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Snapshots", isDirectory: true)

  static func url(_ relativePath: String) -> URL {
    directory.appendingPathComponent(relativePath)
  }
}

/// Small documents that need no shared corpus.
enum Inputs {
  static let inline = """
    <VAST version="4.2">
      <Ad id="a1">
        <InLine>
          <AdSystem version="1.0">Test</AdSystem>
          <AdTitle>Inline</AdTitle>
          <AdServingId>serving-1</AdServingId>
          <Impression><![CDATA[https://example.com/impression]]></Impression>
          <Category authority="https://iabtechlab.com">IAB1</Category>
          <Creatives>
            <Creative id="c1" adId="ad-1">
              <UniversalAdId idRegistry="ad-id.org">ABCD1234</UniversalAdId>
              <Linear skipoffset="00:00:05">
                <Duration>00:00:15.500</Duration>
                <TrackingEvents>
                  <Tracking event="start">https://example.com/start</Tracking>
                  <Tracking event="start">https://example.com/start-2</Tracking>
                </TrackingEvents>
                <VideoClicks>
                  <ClickThrough>https://example.com/landing</ClickThrough>
                </VideoClicks>
                <MediaFiles>
                  <MediaFile delivery="progressive" type="video/mp4" width="1280" height="720" bitrate="2000">
                    https://example.com/ad.mp4
                  </MediaFile>
                </MediaFiles>
              </Linear>
            </Creative>
          </Creatives>
        </InLine>
      </Ad>
    </VAST>
    """

  static let noAds = """
    <VAST version="3.0"><Error>https://example.com/error?code=[ERRORCODE]</Error></VAST>
    """

  static let malformed = "<VAST version=\"3.0\"><Ad><InLine></Ad></VAST>"
}

/// A temporary folder holding the given files, removed by the caller.
func makeTemporaryDirectory(files: [String: String]) throws -> URL {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("interlude-cli-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  for (name, text) in files {
    try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }
  return directory
}

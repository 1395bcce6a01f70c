import Foundation
import Interlude
import InterludeConsent

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns the errors of Foundation, the transport, the consent decoders and JSON decoding into
/// one sentence that names the path, URL or field at fault, so that no `NSError`,
/// `DecodingError`, `URLError` or Swift enum text reaches the user.
enum ErrorSentence {
  /// The sentence for any error a command did not describe itself.
  static func describe(_ error: any Error) -> String {
    switch error {
    case let cliError as CLIError: cliError.message
    case let decoding as DecodingError: decodingDetail(decoding)
    case let configuration as ConsentConfigurationError: configuration.detail
    case let tcf as TCFError: tcf.message
    case let gpp as GPPError: gpp.description
    case let usp as USPrivacyError: usp.description
    case let additional as AdditionalConsentError: additional.description
    case let gvl as GVLError: gvl.message
    case let transport as TransportError: transportDetail(transport, place: nil)
    default: otherDetail(error)
    }
  }

  /// A Foundation error's reason; for an error type this tool does not know, a plain sentence
  /// (its own text would be a raw dump).
  private static func otherDetail(_ error: any Error) -> String {
    let domain = (error as NSError).domain
    if domain == NSCocoaErrorDomain || domain == NSPOSIXErrorDomain { return fileReason(error) }
    return "the operation failed unexpectedly"
  }

  /// `cannot read PATH: no such file` (or `permission denied`, `it is a directory`).
  static func unreadableFile(_ path: String, _ error: any Error) -> String {
    "cannot read \(path): \(fileReason(error))"
  }

  /// Why a file could not be read or written, from a Foundation or POSIX error.
  static func fileReason(_ error: any Error) -> String {
    let nsError = error as NSError
    let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
    for candidate in [underlying, nsError].compactMap({ $0 })
    where candidate.domain == NSPOSIXErrorDomain {
      switch Int32(candidate.code) {
      case ENOENT: return "no such file"
      case EACCES, EPERM: return "permission denied"
      case EISDIR: return "it is a directory"
      case ENOSPC: return "no space left on the device"
      default: continue
      }
    }
    guard nsError.domain == NSCocoaErrorDomain else { return "the operation failed" }
    switch nsError.code {
    case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
    case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
    case NSFileWriteOutOfSpaceError: return "no space left on the device"
    case NSFileReadCorruptFileError, NSFileReadInapplicableStringEncodingError:
      return "the file is not readable text"
    default: return "the file cannot be read or written"
    }
  }

  /// Why a request for `url` failed, as in `connection refused by 127.0.0.1:8765`.
  static func transport(_ error: TransportError, url: URL) -> String {
    transportDetail(error, place: url)
  }

  private static func transportDetail(_ error: TransportError, place url: URL?) -> String {
    let address = url?.absoluteString ?? "the server"
    switch error {
    case .timedOut: return "no answer from \(address) in time"
    case .tooLarge(let limit): return "\(address) is over the limit of \(limit) bytes"
    case .cancelled: return "the request for \(address) was cancelled"
    case .unsupportedURL: return "cannot fetch \(address): only http and https URLs work"
    case .badRedirect: return "\(address) redirects too often or away from http and https"
    case .connectionFailed(let detail):
      let host = url.map(hostAndPort) ?? "the server"
      switch urlErrorCode(in: detail) ?? 0 {
      case URLError.Code.cannotConnectToHost.rawValue: return "connection refused by \(host)"
      case URLError.Code.cannotFindHost.rawValue, URLError.Code.dnsLookupFailed.rawValue:
        return "cannot find the host \(url?.host ?? "of the URL")"
      case URLError.Code.networkConnectionLost.rawValue:
        return "the connection to \(host) was lost"
      case URLError.Code.notConnectedToInternet.rawValue:
        return "no network connection to reach \(host)"
      case URLError.Code.secureConnectionFailed.rawValue,
        URLError.Code.serverCertificateUntrusted.rawValue,
        URLError.Code.serverCertificateHasBadDate.rawValue,
        URLError.Code.serverCertificateNotYetValid.rawValue,
        URLError.Code.serverCertificateHasUnknownRoot.rawValue:
        return "no secure connection to \(host)"
      default: return "cannot connect to \(host)"
      }
    }
  }

  /// A message from the SDK (an ad error's, a hop's) as the tool shows it: a transport failure
  /// that carries the system's own text (`… (URLError -1004)`) becomes its sentence, such as
  /// `connection refused by 127.0.0.1:8765`; any other message is kept.
  static func plain(_ message: String) -> String {
    guard message.contains("(URLError "), let start = message.range(of: "http"),
      let end = message[start.lowerBound...].range(of: ": "),
      let url = URL(string: String(message[start.lowerBound..<end.lowerBound]))
    else { return message }
    return transport(.connectionFailed(message), url: url)
  }

  /// `host:port` of `url` (the host alone when it names no port).
  static func hostAndPort(_ url: URL) -> String {
    (url.host ?? url.absoluteString) + (url.port.map { ":\($0)" } ?? "")
  }

  /// The `URLError` code the transport keeps in a connection failure's detail, if any.
  private static func urlErrorCode(in detail: String) -> Int? {
    guard let start = detail.range(of: "(URLError ", options: .backwards) else { return nil }
    return Int(detail[start.upperBound...].prefix { $0 == "-" || $0.isNumber })
  }

  /// `NAME, line N: expected a number for cmpId`: a JSON decoding failure of `data`, read from
  /// the file or input called `name`, with the line computed from the data and the coding path.
  static func decoding(_ error: any Error, data: Data, name: String) -> String {
    guard let decoding = error as? DecodingError else {
      return "\(name): \(describe(error))"
    }
    let path: [any CodingKey]
    switch decoding {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      path = context.codingPath
    @unknown default:
      path = []
    }
    let location = JSONLineLocator(data: data).line(at: path)
    switch location {
    case .syntaxError(let line):
      return "\(name), line \(line): not valid JSON"
    case .found(let line):
      return "\(name), line \(line): \(decodingDetail(decoding))"
    case nil:
      return "\(name): \(decodingDetail(decoding))"
    }
  }

  /// What a decoding error says about its field, without the line.
  private static func decodingDetail(_ error: DecodingError) -> String {
    switch error {
    case .typeMismatch(let type, let context):
      return "expected \(kind(of: type)) for \(field(context.codingPath))"
    case .valueNotFound(let type, let context):
      return "expected \(kind(of: type)) for \(field(context.codingPath)), found null"
    case .keyNotFound(let key, let context):
      return "missing \(field(context.codingPath + [key]))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not valid JSON" : "unexpected value for \(field(context.codingPath))"
    @unknown default:
      return "the JSON does not have the expected shape"
    }
  }

  /// A coding path as a field name: `vendors[2].id`, or `the document` when empty.
  static func field(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = JSONLineLocator.Step(key).index {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text.isEmpty ? "the document" : text
  }

  /// `a number`, `a string`, `true or false`, `a list`, `an object` for a decoded type.
  private static func kind(of type: Any.Type) -> String {
    let name = String(describing: type)
    let numbers = ["Int", "UInt", "Double", "Float", "Decimal", "CGFloat"]
    if numbers.contains(where: { name.hasPrefix($0) }) { return "a number" }
    if name.hasPrefix("String") || name.hasPrefix("Substring") { return "a string" }
    if name == "Bool" { return "true or false" }
    if name.hasPrefix("Array") || name.hasPrefix("[") && !name.contains(":") { return "a list" }
    if name.hasPrefix("Dictionary") || name.hasPrefix("[") { return "an object" }
    return "a value of another kind"
  }
}

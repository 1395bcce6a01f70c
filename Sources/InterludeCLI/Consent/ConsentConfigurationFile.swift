import Foundation
import InterludeConsent

/// A consent configuration file (`interlude consent --config`), checked as strictly as the
/// flags: a key that is not a configuration property is an error naming its line and the
/// nearest property, and a value outside what the flag or the TC string takes is refused with
/// the flag's reason.
enum ConsentConfigurationFile {
  /// The widest value each numeric field holds in a TC string (its bit width).
  private static let numericLimits: [(key: String, range: ClosedRange<Int>)] = [
    ("cmpId", 0...4095), ("cmpVersion", 0...4095), ("vendorListVersion", 0...4095),
    ("tcfPolicyVersion", 0...63),
  ]

  /// Reads and checks the configuration at `path`.
  ///
  /// - Throws: ``CLIError`` (unusable input): `config.json, line 4: unknown key "langauge"
  ///   (did you mean "language"?)`, a value out of range, or what does not decode.
  static func load(path: String) throws -> ConsentConfiguration {
    let data = try DocumentSource.file(path).loadFile()
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    if let object {
      try checkKeys(Array(object.keys), data: data, path: path)
    }
    let configuration: ConsentConfiguration
    do {
      configuration = try JSONDecoder().decode(ConsentConfiguration.self, from: data)
    } catch {
      throw CLIError.unusableInput(ErrorSentence.decoding(error, data: data, name: path))
    }
    if let object {
      try checkValues(object, data: data, path: path)
    }
    return configuration
  }

  /// Why `--language` or a configuration's `language` cannot be used, or nil when it can: a tag
  /// of the string catalogue or `automatic`.
  static func languageProblem(_ tag: String) -> String? {
    guard tag.lowercased() != ConsentConfiguration.automaticLanguage,
      InterludeLanguage(tag: tag) == nil
    else { return nil }
    return "the consent layer has " + InterludeLanguage.supportedCodes.joined(separator: ", ")
      + " (or automatic)"
  }

  private static func checkKeys(_ keys: [String], data: Data, path: String) throws {
    let known = ConsentConfiguration.jsonKeys
    let unknown = keys.filter { !known.contains($0) }
      .map { (key: $0, line: line(of: $0, data: data)) }
      .sorted { ($0.line ?? 0, $0.key) < ($1.line ?? 0, $1.key) }
    guard let first = unknown.first else { return }
    var message = "\(location(path, first.line)): unknown key \"\(first.key)\""
    if let closest = ClosestName.closest(to: first.key, in: known) {
      message += " (did you mean \"\(closest)\"?)"
    }
    if unknown.count > 1 {
      message += "; also " + unknown.dropFirst().map { "\"\($0.key)\"" }.joined(separator: ", ")
    }
    throw CLIError.unusableInput(message)
  }

  private static func checkValues(_ object: [String: Any], data: Data, path: String) throws {
    if let language = object["language"] as? String, let problem = languageProblem(language) {
      throw refused("language", "\"\(language)\": \(problem)", data: data, path: path)
    }
    if let country = object["publisherCountryCode"] as? String,
      country.count != 2 || !country.allSatisfy({ $0.isASCII && $0.isLetter })
    {
      throw refused(
        "publisherCountryCode", "\"\(country)\" is not a two-letter country code, such as DE",
        data: data, path: path)
    }
    for (key, range) in numericLimits {
      guard let value = object[key] as? Int, !range.contains(value) else { continue }
      throw refused(
        key,
        "\(value) is out of range: the TC string holds \(range.lowerBound) to "
          + "\(range.upperBound)", data: data, path: path)
    }
  }

  private static func refused(
    _ key: String, _ reason: String, data: Data, path: String
  )
    -> CLIError
  {
    CLIError.unusableInput("\(location(path, line(of: key, data: data))): \(key) \(reason)")
  }

  private static func location(_ path: String, _ line: Int?) -> String {
    line.map { "\(path), line \($0)" } ?? path
  }

  /// The line of the top-level key `key`.
  private static func line(of key: String, data: Data) -> Int? {
    guard case .found(let line)? = JSONLineLocator(data: data).line(at: [Key(stringValue: key)])
    else { return nil }
    return line
  }

  /// A top-level key as a coding key, for ``JSONLineLocator``.
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

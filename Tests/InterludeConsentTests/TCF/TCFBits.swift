/// Bit strings ("0101…") to and from base64url, for hand-built test strings.
enum TCFBits {
  static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

  /// `value` as `count` binary digits.
  static func field(_ value: Int, _ count: Int) -> String {
    String((0..<count).reversed().map { (value >> $0) & 1 == 1 ? "1" : "0" })
  }

  /// Base64url for a bit string, zero-padded to a multiple of 6.
  static func base64(_ bits: String) -> String {
    var digits = Array(bits)
    while digits.count % 6 != 0 { digits.append("0") }
    var text = ""
    var index = 0
    while index < digits.count {
      let value = digits[index..<index + 6].reduce(0) { $0 * 2 + ($1 == "1" ? 1 : 0) }
      text.append(alphabet[value])
      index += 6
    }
    return text
  }

  /// The bit string of one base64url segment.
  static func bits(ofBase64 text: String) -> String {
    text.compactMap { alphabet.firstIndex(of: $0) }.map { field($0, 6) }.joined()
  }
}

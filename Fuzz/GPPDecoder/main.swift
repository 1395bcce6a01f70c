// libFuzzer target: GPPString(decoding:), the header and US section encoders as oracles, and
// every decoded section's fields. Build and run with `Scripts/fuzz GPPDecoder SECONDS`.

import InterludeConsent

/// libFuzzer's entry point: one input per call, any bytes (decoded as UTF-8 text).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  fuzzGPP(String(decoding: fuzzBytes(start, count), as: UTF8.self))
  return 0
}

private func fuzzGPP(_ text: String) {
  let decoded = Result { () throws(GPPError) in try GPPString(decoding: text) }
  let gpp: GPPString
  switch decoded {
  case .success(let value):
    gpp = value
  case .failure(let error):
    if !text.hasPrefix("D") {
      let kinds: Set<GPPError.Kind> = [.empty, .bareTCString, .notGPP]
      require(kinds.contains(error.kind), "a string not starting with D failed as \(error.kind)")
    }
    _ = error.description
    return
  }
  require(text.hasPrefix("D"), "only strings starting with D decode")
  let header = gpp.header
  require(header.headerType == 3 && header.gppVersion == 1, "header type 3, version 1")
  for (index, id) in header.sectionIDs.enumerated() {
    require((1...GPPHeader.maximumSectionID).contains(id), "section ID \(id) out of range")
    if index > 0 { require(header.sectionIDs[index - 1] < id, "section IDs strictly ascend") }
  }
  require(
    gpp.sections.isEmpty || gpp.sections.count == header.sectionIDs.count,
    "all sections or none")
  require(gpp.isComplete == (gpp.sections.count == header.sectionIDs.count), "isComplete")
  for (section, id) in zip(gpp.sections, header.sectionIDs) {
    require(section.id == id, "section \(section.id) sits where the header says \(id)")
    require(gpp.section(id: id) == section, "section(id:) finds section \(id)")
    _ = section.name
    for field in section.fields { _ = field.name }
    if case .tcfEuV2(let tcf) = section {
      _ = try? TCStringDecoder(segmentPolicy: .lenient).decode(tcf.tcString)
    }
    checkReencodes(section)
  }
  _ = gpp.hasUSOptOut
  require(
    gpp.hasUSSection == header.sectionIDs.contains { (6...27).contains($0) }, "hasUSSection")

  // The header encoder writes what the decoder reads.
  let encoded = header.encoded
  let again = Result { () throws(GPPError) in try GPPHeader(decoding: Substring(encoded)) }
  require(again == .success(header), "header \(header.sectionIDs) re-encodes as \(encoded)")
  let headerOnly = Result { () throws(GPPError) in try GPPString(decoding: encoded) }
  require(
    headerOnly.map(\.header) == .success(header), "a header-only string \(encoded) decodes")
}

/// A decoded TCF Canada or US section encodes (its values came from its own bits), and the text
/// decodes back to the same section.
private func checkReencodes(_ section: GPPSection) {
  let encoded: Result<String, GPPError>
  switch section {
  case .tcfCaV1(let canada): encoded = Result { () throws(GPPError) in try canada.encoded }
  case .usNat(let us): encoded = Result { () throws(GPPError) in try us.encoded }
  case .usCA(let us): encoded = Result { () throws(GPPError) in try us.encoded }
  case .usVA(let us): encoded = Result { () throws(GPPError) in try us.encoded }
  case .usCO(let us): encoded = Result { () throws(GPPError) in try us.encoded }
  case .usUT(let us): encoded = Result { () throws(GPPError) in try us.encoded }
  case .usCT(let us): encoded = Result { () throws(GPPError) in try us.encoded }
  default: return
  }
  guard case .success(let payload) = encoded else {
    return require(false, "section \(section.id) decoded but does not encode: \(encoded)")
  }
  let again = Result { () throws(GPPError) in try GPPSection(id: section.id, payload: payload[...])
  }
  require(again == .success(section), "section \(section.id) re-encodes as \(payload)")
}

import InterludeSimulation
import Testing

@Suite("Faults: SessionFault")
struct SessionFaultTests {
  /// The name a catalogue entry is written with: its syntax up to the argument.
  private static func name(of entry: SessionFaultKind.Entry) -> String {
    String(entry.syntax.prefix { $0 != "[" && $0 != ":" })
  }

  /// Parses `text`, expecting an error whose message contains every one of `parts`.
  private func expectError(_ text: String, naming parts: String...) {
    do {
      let fault = try SessionFault(parsing: text)
      Issue.record("\"\(text)\" parsed as \(fault), expected an error")
    } catch {
      for part in parts {
        #expect(error.message.contains(part), "\"\(text)\": \(error.message)")
      }
      #expect(error.description == error.message)
    }
  }

  // MARK: The catalogue

  @Test("--faults-list: every catalogue entry parses without its optional argument, at a moment")
  func catalogueWithoutArgument() throws {
    for entry in SessionFaultKind.catalogue {
      let name = Self.name(of: entry)
      // `seek:T` and `jump:N` need their number; every other entry may go without.
      let argument = entry.syntax.hasPrefix("\(name):") ? ":4" : ""
      let fault = try SessionFault(parsing: "\(name)\(argument)@00:00:05")
      #expect(fault.moment == .time(5), "\(entry.syntax)")
      #expect(try SessionFault(parsing: fault.description) == fault, "\(entry.syntax)")
    }
  }

  @Test("--faults-list: every optional argument of the catalogue is taken and written back")
  func catalogueWithArgument() throws {
    for entry in SessionFaultKind.catalogue where entry.syntax.contains("[:") {
      let name = Self.name(of: entry)
      let argument = entry.syntax.contains("[:TARGET]") ? "beacon" : "7"
      let fault = try SessionFault(parsing: "\(name):\(argument)@STARTED")
      #expect(fault.kind.text == "\(name):\(argument)", "\(entry.syntax)")
      #expect(fault.moment == .event("STARTED", occurrence: 1))
    }
  }

  @Test("--faults-list: the catalogue names each kind once, each as its text begins")
  func catalogueNames() throws {
    let names = SessionFaultKind.catalogue.map(Self.name)
    #expect(Set(names).count == names.count)
    for name in names where name != "load-failure" {
      let kind = try SessionFaultKind(
        parsing: name == "seek" || name == "jump" ? "\(name):1" : name)
      #expect(kind.text.hasPrefix(name), "\(name) is written \(kind.text)")
    }
  }

  @Test("Optional arguments default to the catalogue's values")
  func defaults() throws {
    #expect(try SessionFaultKind(parsing: "background") == .background(seconds: 10))
    #expect(try SessionFaultKind(parsing: "interruption") == .audioInterruption(seconds: 5))
    #expect(try SessionFaultKind(parsing: "pip") == .pictureInPicture(seconds: 10))
    #expect(try SessionFaultKind(parsing: "stall") == .mediaStall(seconds: 3))
    #expect(try SessionFaultKind(parsing: "offline") == .offline(seconds: 20))
    #expect(try SessionFaultKind(parsing: "playhead-stall") == .playheadStall(seconds: 5))
    #expect(try SessionFaultKind(parsing: "clock-jump") == .clockJump(seconds: 30))
    #expect(try SessionFaultKind(parsing: "pause") == .pause(seconds: 2))
    #expect(try SessionFaultKind(parsing: "timeout") == .request(.timeout, .media))
    #expect(try SessionFaultKind(parsing: "load-failure") == .request(.serverError, .media))
    #expect(
      try SessionFaultKind(parsing: "slow-body:ad-tag")
        == .request(.slowBody(seconds: SessionFaultKind.slowBodySeconds), .adTag))
  }

  // MARK: Round trip

  @Test("description is read back as the same fault", arguments: roundTrips)
  func roundTrip(fault: SessionFault) throws {
    #expect(try SessionFault(parsing: fault.description) == fault, "\(fault.description)")
  }

  static let roundTrips: [SessionFault] = [
    SessionFault(.background(seconds: 12), at: .time(12)),
    SessionFault(.audioInterruption(seconds: 2.5), at: .time(140.5)),
    SessionFault(.pictureInPicture(seconds: 10), at: .event("STARTED", occurrence: 2)),
    SessionFault(.mediaStall(seconds: 3), at: .firstAd),
    SessionFault(.mediaStall(seconds: 1.25), at: .event("MIDPOINT", occurrence: 1)),
    SessionFault(.mediaError, at: .firstAd),
    SessionFault(.mediaError, at: .event("AD_ERROR", occurrence: 3)),
    SessionFault(.request(.serverError, .media), at: .firstAd),
    SessionFault(.request(.timeout, .wrapperNumber(2)), at: .time(0)),
    SessionFault(.request(.connectionReset, .breakTag), at: .time(6)),
    SessionFault(
      .request(.slowBody(seconds: SessionFaultKind.slowBodySeconds), .beacon),
      at: .event("CONTENT_PAUSE_REQUESTED", occurrence: 1)),
    SessionFault(.request(.timeout, .wrapper), at: .time(3_725.125)),
    SessionFault(.offline(seconds: 20), at: .event("LOADED", occurrence: 1)),
    SessionFault(.seek(to: 0), at: .time(1)),
    SessionFault(.seek(to: 18.5), at: .time(2)),
    SessionFault(.playheadJump(seconds: -4), at: .time(8)),
    SessionFault(.playheadStall(seconds: 5), at: .time(3)),
    SessionFault(.clockJump(seconds: 30), at: .event("FIRST_QUARTILE", occurrence: 1)),
    SessionFault(.destroy, at: .event("CONTENT_RESUME_REQUESTED", occurrence: 2)),
    SessionFault(.discardAdBreak, at: .event("AD_BREAK_READY", occurrence: 1)),
    SessionFault(.skip, at: .event("STARTED", occurrence: 1)),
    SessionFault(.pause(seconds: 2), at: .time(4)),
    SessionFault(.resume, at: .time(5)),
    SessionFault(.contentComplete, at: .time(6)),
    SessionFault(.requestAds, at: .event("ALL_ADS_COMPLETED", occurrence: 1)),
  ]

  // MARK: Moments

  @Test("Moments: session times with and without milliseconds")
  func times() throws {
    #expect(try SessionFault(parsing: "background@00:02:20").moment == .time(140))
    #expect(try SessionFault(parsing: "background@00:02:20.500").moment == .time(140.5))
    #expect(SessionFaultMoment.time(140.5).text == "00:02:20.500")
    #expect(SessionFault(.skip, at: .time(140)).description == "skip@00:02:20.000")
  }

  @Test("Moments: event names, upper-cased, with an occurrence after #")
  func events() throws {
    #expect(try SessionFault(parsing: "skip@STARTED").moment == .event("STARTED", occurrence: 1))
    #expect(try SessionFault(parsing: "skip@STARTED#2").moment == .event("STARTED", occurrence: 2))
    #expect(
      try SessionFault(parsing: "destroy@content_pause_requested").moment
        == .event("CONTENT_PAUSE_REQUESTED", occurrence: 1))
    #expect(
      try SessionFault(parsing: "destroy@AD_ERROR").moment == .event("AD_ERROR", occurrence: 1))
    #expect(SessionFaultMoment.event("STARTED", occurrence: 1).text == "STARTED")
    #expect(SessionFaultMoment.event("STARTED", occurrence: 2).text == "STARTED#2")
  }

  @Test("Moments: the first ad's media faults may go without one; they are written without @")
  func firstAd() throws {
    for text in ["stall", "stall:2", "error", "load-failure", "timeout", "reset:media"] {
      let fault = try SessionFault(parsing: text)
      #expect(fault.moment == .firstAd, "\(text)")
      #expect(!fault.description.contains("@"))
    }
    #expect(SessionFaultMoment.firstAd.text == "")
  }

  @Test("actsOnBeacons: offline and beacon requests only")
  func actsOnBeacons() {
    #expect(SessionFaultKind.offline(seconds: 1).actsOnBeacons)
    for failure in [SimulatedRequestFailure.serverError, .timeout, .connectionReset] {
      #expect(SessionFaultKind.request(failure, .beacon).actsOnBeacons)
      #expect(!SessionFaultKind.request(failure, .media).actsOnBeacons)
      #expect(!SessionFaultKind.request(failure, .adTag).actsOnBeacons)
    }
    #expect(!SessionFaultKind.background(seconds: 10).actsOnBeacons)
    #expect(!SessionFaultKind.destroy.actsOnBeacons)
  }

  // MARK: Errors

  @Test("Bad input: an unknown kind is named")
  func unknownKind() {
    expectError("explode@00:00:05", naming: "explode", "--faults-list")
    expectError("Destroy@00:00:05", naming: "Destroy")
  }

  @Test("Bad input: an unknown event name is named")
  func unknownEvent() {
    expectError("destroy@STARTD", naming: "STARTD")
    expectError("destroy@#2", naming: "#2")
  }

  @Test("Bad input: an occurrence below 1 or not a number is named")
  func badOccurrence() {
    expectError("destroy@STARTED#0", naming: "\"0\"")
    expectError("destroy@STARTED#-1", naming: "\"-1\"")
    expectError("destroy@STARTED#", naming: "\"\"")
    expectError("destroy@STARTED#two", naming: "\"two\"")
  }

  @Test("Bad input: a moment that starts like a time but is none is named")
  func badTime() {
    expectError("destroy@00:99:xx", naming: "00:99:xx", "not a time")
    expectError("destroy@1:2:3:4", naming: "1:2:3:4")
  }

  @Test("Bad input: a kind other than the first ad's media faults needs a moment")
  func missingMoment() {
    expectError("destroy", naming: "destroy", "needs a moment")
    expectError("background:3", naming: "background:3")
    expectError("timeout:beacon", naming: "timeout:beacon")
  }

  @Test("Bad input: an argument on a kind that takes none")
  func unexpectedArgument() {
    expectError("destroy:3@00:00:05", naming: "destroy", "no argument")
    expectError("error:1@STARTED", naming: "error", "no argument")
    expectError("load-failure:media", naming: "load-failure", "no argument")
  }

  @Test("Bad input: a duration that is not a positive number is named")
  func badDuration() {
    expectError("stall:0@00:00:05", naming: "stall", "positive", "\"0\"")
    expectError("background:-2@00:00:05", naming: "\"-2\"")
    expectError("pause:soon@00:00:05", naming: "\"soon\"")
    expectError("clock-jump:inf@00:00:05", naming: "\"inf\"")
    expectError("seek@00:00:05", naming: "seek", "needs a number")
    expectError("seek:-1@00:00:05", naming: "seek", "0 or more")
  }

  @Test("Bad input: an unknown request target is named, with the known ones")
  func unknownTarget() {
    expectError("timeout:cdn@00:00:05", naming: "\"cdn\"", SessionFaultKind.targetNames)
    expectError("reset:wrapper0@00:00:05", naming: "\"wrapper0\"")
  }
}

import Foundation
import InterludeVAST
import Testing

@Suite("VASTTime")
struct VASTTimeTests {
  @Test(
    "Reads HH:MM:SS[.mmm]",
    arguments: [
      ("00:00:00", 0.0),
      ("00:00:05", 5),
      ("00:00:05.5", 5.5),
      ("00:00:30.250", 30.25),
      ("01:02:03.500", 3723.5),
      ("00:5:00", 300),
      ("100:00:00", 360_000),
      ("  00:00:10\n", 10),
      ("00:59:59.999", 3599.999),
    ] as [(String, TimeInterval)])
  func parses(text: String, seconds: TimeInterval) {
    #expect(VASTTime.seconds(from: text) == seconds)
  }

  @Test(
    "Rejects what is not HH:MM:SS[.mmm]",
    arguments: [
      "", "   ", "00:00:", "1337", "apple", "5", "00:05", "00:00:00:00", "-01:00:00",
      "00:-1:00", "00:60:00", "00:00:60", "00:00:5", "00:00:05.", "00:00:.5", "00:00:05.5x",
      "aa:bb:cc", "00:000:05", "00:00:0x5", "00:00:+5", "-00:00:05", "+01:00:00", "00:+5:00",
    ])
  func rejects(text: String) {
    #expect(VASTTime.seconds(from: text) == nil)
  }

  @Test(
    "Formats seconds as HH:MM:SS.mmm",
    arguments: [
      (0.0, "00:00:00.000"),
      (5, "00:00:05.000"),
      (3723.5, "01:02:03.500"),
      (0.0004, "00:00:00.000"),
      (59.9996, "00:01:00.000"),
      (-3, "00:00:00.000"),
      (360_000.001, "100:00:00.001"),
    ] as [(TimeInterval, String)])
  func formats(seconds: TimeInterval, text: String) {
    #expect(VASTTime.string(from: seconds) == text)
  }

  @Test("Formatting then parsing returns the same time", arguments: [0.0, 1.5, 61.25, 7322.125])
  func roundTrips(seconds: TimeInterval) {
    #expect(VASTTime.seconds(from: VASTTime.string(from: seconds)) == seconds)
  }
}

@Suite("AdOffset")
struct AdOffsetTests {
  @Test(
    "Reads a time or a percentage",
    arguments: [
      ("00:00:05", AdOffset.time(5)),
      ("00:00:05.250", .time(5.25)),
      ("25%", .percentage(25)),
      ("12.5%", .percentage(12.5)),
      ("0%", .percentage(0)),
      ("100%", .percentage(100)),
      (" 50% ", .percentage(50)),
    ] as [(String, AdOffset)])
  func parses(text: String, offset: AdOffset) {
    #expect(AdOffset(vastValue: text) == offset)
  }

  @Test(
    "Rejects invalid offsets",
    arguments: ["", "%", "101%", "-5%", "abc%", "apple", "1337", "00:00:", "00:60:00", "nan%"])
  func rejects(text: String) {
    #expect(AdOffset(vastValue: text) == nil)
  }

  @Test("Resolves against a duration")
  func resolves() {
    #expect(AdOffset.time(5).seconds(ofDuration: 30) == 5)
    #expect(AdOffset.percentage(25).seconds(ofDuration: 40) == 10)
    #expect(AdOffset.percentage(100).seconds(ofDuration: 15) == 15)
  }

  @Test(
    "Writes back VAST text",
    arguments: [
      (AdOffset.time(5), "00:00:05.000"),
      (.percentage(25), "25%"),
      (.percentage(12.5), "12.5%"),
    ] as [(AdOffset, String)])
  func formats(offset: AdOffset, text: String) {
    #expect(offset.vastValue == text)
    #expect(AdOffset(vastValue: text) == offset)
  }
}

@Suite("BreakOffset")
struct BreakOffsetTests {
  @Test(
    "Reads all five forms",
    arguments: [
      ("start", BreakOffset.start),
      ("START", .start),
      ("end", .end),
      (" End ", .end),
      ("00:10:00", .time(600)),
      ("00:00:15.500", .time(15.5)),
      ("50%", .percentage(50)),
      ("0%", .percentage(0)),
      ("#1", .position(1)),
      ("#12", .position(12)),
    ] as [(String, BreakOffset)])
  func parses(text: String, offset: BreakOffset) {
    #expect(BreakOffset(vmapValue: text) == offset)
  }

  @Test(
    "Rejects invalid forms",
    arguments: [
      "", "00:00:", "1337", "apple", "-00:00:05", "-1%", "00:60:00", "101%", "#0", "#-1", "#",
      "#a", "begin", "start1",
    ])
  func rejects(text: String) {
    #expect(BreakOffset(vmapValue: text) == nil)
  }

  @Test(
    "Writes back VMAP text",
    arguments: [
      (BreakOffset.start, "start"),
      (.end, "end"),
      (.time(600), "00:10:00.000"),
      (.percentage(50), "50%"),
      (.position(3), "#3"),
    ] as [(BreakOffset, String)])
  func formats(offset: BreakOffset, text: String) {
    #expect(offset.vmapValue == text)
    #expect(BreakOffset(vmapValue: text) == offset)
  }

  @Test("Resolves to seconds when the content duration allows")
  func resolves() {
    #expect(BreakOffset.start.seconds(contentDuration: nil) == 0)
    #expect(BreakOffset.time(90).seconds(contentDuration: nil) == 90)
    #expect(BreakOffset.end.seconds(contentDuration: 600) == 600)
    #expect(BreakOffset.end.seconds(contentDuration: nil) == nil)
    #expect(BreakOffset.percentage(25).seconds(contentDuration: 600) == 150)
    #expect(BreakOffset.percentage(25).seconds(contentDuration: nil) == nil)
    #expect(BreakOffset.position(2).seconds(contentDuration: 600) == nil)
  }
}

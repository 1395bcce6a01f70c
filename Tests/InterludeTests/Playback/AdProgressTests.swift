import Testing

@testable import Interlude

/// The progress playback hands the manager as numbers (for the delegate's
/// `adsManager(_:adDidProgressToTime:totalTime:)`) is the progress the `AD_PROGRESS` event writes
/// as text for the app, to the millisecond: IMA reports one progress through both.
@Suite("AdProgress: numbers for the delegate, text for the event")
struct AdProgressTests {
  @Test(
    "The numbers are what the event's text says, to the millisecond",
    arguments: [
      0, 0.0004, 0.0005, 0.1 + 0.2, 1.2345, 2.9999, 10, 12.345_678_9, 29.999_5, 86_399.999_9,
      -0.0004, -1.5, 1e11 + 0.123_4, Double.infinity,
    ])
  func numbersAreTheEventsText(value: Double) {
    let progress = AdProgress(currentTime: value, duration: value * 3)
    #expect(progress.currentTime == Double(AdPlayback.format(value)))
    #expect(progress.duration == Double(AdPlayback.format(value * 3)))
    #expect(
      progress.eventData == [
        "currentTime": AdPlayback.format(value), "duration": AdPlayback.format(value * 3),
      ])
  }

  @Test("Every playhead of an hour in steps of 13.7 ms reads back as its text")
  func everyPlayheadOfAnHour() {
    for step in 0..<262_774 {
      let value = Double(step) * 0.0137
      let progress = AdProgress(currentTime: value, duration: 3_600)
      #expect(progress.currentTime == Double(AdPlayback.format(value)), "\(value)")
      if progress.currentTime != Double(AdPlayback.format(value)) { return }
    }
  }
}

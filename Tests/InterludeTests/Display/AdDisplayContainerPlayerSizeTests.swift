import Testing

@testable import Interlude

/// The player size a container takes from the view the ads play in (`sz` and `[PLAYERSIZE]`):
/// IMA's `IMAAdDisplayContainer(adContainer:…)` reads it from the view's bounds.
@Suite("Player size: a container's view bounds to sz and [PLAYERSIZE]")
struct AdDisplayContainerPlayerSizeTests {
  @Test("A laid-out view gives its size in whole points, the fractions dropped")
  func wholePoints() {
    let size = AdDisplayContainer.playerSize(viewWidth: 640.7, height: 360.2)
    #expect(size == DeviceInfo.PlayerSize(width: 640, height: 360))
    #expect(
      AdDisplayContainer.playerSize(viewWidth: 1, height: 1)
        == DeviceInfo.PlayerSize(width: 1, height: 1))
  }

  @Test(
    "A view not laid out gives no size: a side shorter than a point, or not a finite number",
    arguments: [
      (0.0, 0.0), (0, 360), (640, 0), (-640, 360), (0.5, 300), (640, 0.99), (.nan, 360),
      (640, .infinity),
    ])
  func notLaidOut(width: Double, height: Double) {
    #expect(AdDisplayContainer.playerSize(viewWidth: width, height: height) == nil)
  }
}

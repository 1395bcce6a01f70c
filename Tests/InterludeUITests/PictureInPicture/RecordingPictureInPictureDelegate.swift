import AVKit
import Foundation

/// An app's Picture in Picture delegate, for both AVKit delegates: records each message it
/// gets, one line each ("will start", "did start", "failed <domain> <code>", "will stop",
/// "did stop"), and which object sent it.
final class RecordingPictureInPictureDelegate: NSObject, AVPictureInPictureControllerDelegate,
  AVPlayerViewControllerDelegate, @unchecked Sendable
{
  private let state = LockedState<(log: [String], senders: [ObjectIdentifier])>(([], []))

  /// The messages received, in order.
  var log: [String] { state.withLock { $0.log } }
  /// The object each message came with, in order.
  var senders: [ObjectIdentifier] { state.withLock { $0.senders } }

  private func record(_ line: String, from sender: AnyObject) {
    state.withLock { state in
      state.log.append(line)
      state.senders.append(ObjectIdentifier(sender))
    }
  }

  private static func failure(_ error: any Error) -> String {
    let error = error as NSError
    return "failed \(error.domain) \(error.code)"
  }

  func pictureInPictureControllerWillStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) { record("will start", from: pictureInPictureController) }

  func pictureInPictureControllerDidStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) { record("did start", from: pictureInPictureController) }

  func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    failedToStartPictureInPictureWithError error: any Error
  ) { record(Self.failure(error), from: pictureInPictureController) }

  func pictureInPictureControllerWillStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) { record("will stop", from: pictureInPictureController) }

  func pictureInPictureControllerDidStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) { record("did stop", from: pictureInPictureController) }

  func playerViewControllerWillStartPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) { record("will start", from: playerViewController) }

  func playerViewControllerDidStartPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) { record("did start", from: playerViewController) }

  func playerViewController(
    _ playerViewController: AVPlayerViewController,
    failedToStartPictureInPictureWithError error: any Error
  ) { record(Self.failure(error), from: playerViewController) }

  func playerViewControllerWillStopPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) { record("will stop", from: playerViewController) }

  func playerViewControllerDidStopPictureInPicture(
    _ playerViewController: AVPlayerViewController
  ) { record("did stop", from: playerViewController) }
}

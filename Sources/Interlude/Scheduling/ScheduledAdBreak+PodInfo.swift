import Foundation

extension ScheduledAdBreak {
  /// Whether the break is a bumper, IMA's `IMAAdPodInfo.isBumper`: a VMAP break that carries a
  /// `<vmap:Extension type="bumper">`, as Google Ad Manager marks the bumpers of its ad rules.
  /// A VAST response's break is never one.
  var isBumper: Bool {
    adBreak?.extensions.contains { $0.type?.lowercased() == "bumper" } ?? false
  }

  /// The break's maximum duration in seconds, IMA's `IMAAdPodInfo.maxDuration`: the pod maximum
  /// duration Google Ad Manager puts on a VMAP break's ad tag (`pmxd`, in milliseconds), or -1
  /// when the response does not give one (VAST and VMAP have no element for it).
  var maxDuration: Double {
    guard case .adTagURI(let tag, _) = adBreak?.adSource?.content,
      let items = URLComponents(
        string: tag.trimmingCharacters(in: .whitespacesAndNewlines))?.queryItems,
      let value = items.first(where: { $0.name == "pmxd" })?.value,
      let milliseconds = Double(value), milliseconds.isFinite, milliseconds > 0
    else { return -1 }
    return milliseconds / 1_000
  }
}

/// The resolved ads of one VAST response: its pod, its buffet, and what failed.
package struct AdResolution: Hashable, Sendable {
  /// Pod members in `sequence` order (a failed member may have been replaced by a buffet ad
  /// when its wrapper allowed `fallbackOnNoAd`).
  package var pod: [ResolvedAd]
  /// Stand-alone ads in document order, not used to fill the pod.
  package var buffet: [ResolvedAd]
  /// Ads that could not be resolved.
  package var failures: [AdLoadFailure]

  /// Creates a resolution.
  package init(pod: [ResolvedAd] = [], buffet: [ResolvedAd] = [], failures: [AdLoadFailure] = []) {
    self.pod = pod
    self.buffet = buffet
    self.failures = failures
  }

  /// What to play: the pod, or else the first stand-alone ad.
  package var playableAds: [ResolvedAd] {
    pod.isEmpty ? Array(buffet.prefix(1)) : pod
  }
}

extension AdDisplayContainer {
  /// The player size of a container laid over a view of `width` by `height` points (its
  /// bounds), for `sz` and `[PLAYERSIZE]`: whole points, the fractions dropped. Nil for a view
  /// that is not laid out: a side shorter than one point, or not a finite number.
  nonisolated package static func playerSize(
    viewWidth width: Double, height: Double
  )
    -> DeviceInfo.PlayerSize?
  {
    guard width.isFinite, height.isFinite, width >= 1, height >= 1 else { return nil }
    return DeviceInfo.PlayerSize(width: Int(width), height: Int(height))
  }
}

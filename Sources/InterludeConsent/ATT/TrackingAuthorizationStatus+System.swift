extension TrackingAuthorizationStatus {
  /// The answer `ATTrackingManager.AuthorizationStatus` gives as `rawValue`: `notDetermined`
  /// 0, `restricted` 1, `denied` 2, `authorized` 3. A value Apple adds later counts as
  /// `denied`: tracking needs a yes.
  package init(systemStatus rawValue: UInt) {
    switch rawValue {
    case 0: self = .notDetermined
    case 1: self = .restricted
    case 3: self = .authorized
    default: self = .denied
    }
  }
}

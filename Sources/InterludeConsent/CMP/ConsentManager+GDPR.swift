import Foundation

extension ConsentManager {
  /// Whether the GDPR applies to this user and what decided it: the configuration's
  /// ``ConsentConfiguration/gdprApplies``, resolved with the device's region for
  /// ``GDPRApplicability/automatic``. When the source is
  /// ``GDPRDetermination/Source-swift.enum/undetermined``, the GDPR applies only because
  /// nothing said where the user is.
  public var gdprDetermination: GDPRDetermination {
    Self.gdprDetermination(of: configuration)
  }

  /// `configuration`'s answer with the device's region (the initializer asks before the
  /// manager exists).
  static func gdprDetermination(of configuration: ConsentConfiguration) -> GDPRDetermination {
    configuration.gdprDetermination(deviceRegion: Locale.current.region?.identifier)
  }
}

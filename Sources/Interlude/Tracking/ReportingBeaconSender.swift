/// A beacon sender that reports what becomes of its beacons, as ``BeaconQueueEvent``s.
///
/// ``AdsLoader`` observes a sender that adopts this protocol: every reported event that has a
/// ``BeaconQueueEvent/logEvent`` (a beacon dropped, a journal failure) reaches every live
/// ``AdsManager`` of the loader as a `LOG` ad event, as IMA reports such things, so an app that
/// only follows IMA's guide hears of them. ``BeaconQueue`` adopts it; so can any custom sender.
@MainActor
public protocol ReportingBeaconSender: BeaconSender {
  /// Adds an observer that the sender calls on the main actor with every event it reports, as
  /// it happens; the observer stays until it returns false.
  func observe(_ observer: @escaping @MainActor (BeaconQueueEvent) -> Bool)
}

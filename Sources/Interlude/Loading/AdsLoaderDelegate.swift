/// Receives the outcome of ``AdsLoader/requestAds(with:)``: IMA's `IMAAdsLoaderDelegate`.
@MainActor
public protocol AdsLoaderDelegate: AnyObject {
  /// The ads loaded; start them through `data.adsManager`.
  func adsLoader(_ loader: AdsLoader, adsLoadedWith data: AdsLoadedData)
  /// The ads could not be loaded.
  func adsLoader(_ loader: AdsLoader, failedWith data: AdLoadingErrorData)
}

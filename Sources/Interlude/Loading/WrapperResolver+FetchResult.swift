extension Result where Failure == WrapperResolver.FetchFailure {
  /// True when the fetch failed because the server answered with an HTTP error status.
  var isHTTPError: Bool {
    if case .failure(let failure) = self { failure.httpStatus != nil } else { false }
  }
}

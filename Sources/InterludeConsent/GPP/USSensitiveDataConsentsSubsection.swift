/// A US section layout that carries `SensitiveDataProcessing` in its subsection, as sensitive
/// data consents (nil when the string has none), rather than in its core (Indiana, Kentucky,
/// Rhode Island).
public protocol USSensitiveDataConsentsSubsection: USSectionLayout
where SensitiveDataProcessing == [Int]? {}

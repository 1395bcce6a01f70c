/// A US section layout whose `KnownChildSensitiveDataConsents` is a list, one value per age
/// group (the national section, California, Connecticut, Florida, Montana, Oregon, Delaware,
/// New Hampshire, New Jersey).
public protocol USKnownChildConsentsByAge: USSectionLayout
where KnownChildSensitiveDataConsents == [Int] {}

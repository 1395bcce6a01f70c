// swift-tools-version: 6.0
// Interlude: a Swift-native client-side video ads SDK with consent built in.

import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Interlude",
  platforms: [.iOS(.v16), .tvOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "InterludeVAST", targets: ["InterludeVAST"]),
    .library(name: "Interlude", targets: ["Interlude"]),
    .library(name: "InterludeConsent", targets: ["InterludeConsent"]),
    .library(name: "InterludeUI", targets: ["InterludeUI"]),
    .executable(name: "interlude", targets: ["InterludeCLI"]),
    .executable(name: "interlude-bench", targets: ["InterludeBench"]),
    // The process the beacon crash test kills (Scripts/beacon-crash-test); not for apps.
    .executable(name: "interlude-beacon-crash-helper", targets: ["InterludeBeaconCrashHelper"]),
  ],
  targets: [
    .target(name: "InterludeVAST", swiftSettings: strictSettings),
    .target(name: "InterludeConsent", swiftSettings: strictSettings),
    .target(
      name: "Interlude",
      dependencies: ["InterludeVAST", "InterludeConsent"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "InterludeUI",
      dependencies: ["Interlude", "InterludeConsent"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "InterludeTestSupport",
      dependencies: ["InterludeVAST", "Interlude"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "InterludeCLI",
      dependencies: ["Interlude", "InterludeVAST", "InterludeConsent"],
      resources: [.copy("Resources/Demo")],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "InterludeBench",
      dependencies: ["Interlude", "InterludeVAST", "InterludeTestSupport"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "InterludeBeaconCrashHelper",
      dependencies: ["Interlude"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "InterludeVASTTests",
      dependencies: ["InterludeVAST", "InterludeTestSupport"],
      resources: [.copy("Fixtures")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "InterludeTests",
      dependencies: ["Interlude", "InterludeVAST", "InterludeConsent", "InterludeTestSupport"],
      exclude: ["Session/Snapshots"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "InterludeCLITests",
      dependencies: ["InterludeCLI", "Interlude", "InterludeVAST", "InterludeTestSupport"],
      resources: [.copy("Snapshots")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "InterludeConsentTests",
      dependencies: ["InterludeConsent", "InterludeTestSupport"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)

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
    // Tools, not for app targets: the deterministic session simulator, and VAST/VMAP lint and
    // inspect reports.
    .library(name: "InterludeSimulation", targets: ["InterludeSimulation"]),
    .library(name: "InterludeInspect", targets: ["InterludeInspect"]),
    .executable(name: "interlude", targets: ["InterludeCLI"]),
    .executable(name: "interlude-bench", targets: ["InterludeBench"]),
    // The process the crash tests kill (Scripts/beacon-crash-test, the consent receipt log's);
    // not for apps.
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
      name: "InterludeSimulation",
      dependencies: ["Interlude"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "InterludeInspect",
      dependencies: ["InterludeVAST"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "InterludeTestSupport",
      dependencies: ["InterludeVAST", "Interlude"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "InterludeCLI",
      dependencies: [
        "Interlude", "InterludeVAST", "InterludeConsent", "InterludeInspect", "InterludeSimulation",
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "InterludeBench",
      dependencies: ["Interlude", "InterludeVAST", "InterludeSimulation", "InterludeTestSupport"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "InterludeBeaconCrashHelper",
      dependencies: ["Interlude", "InterludeConsent"],
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
      dependencies: [
        "Interlude", "InterludeVAST", "InterludeConsent", "InterludeSimulation",
        "InterludeTestSupport",
      ],
      exclude: ["Scheduling/Session/Snapshots"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "InterludeCLITests",
      dependencies: [
        "InterludeCLI", "Interlude", "InterludeConsent", "InterludeVAST", "InterludeInspect",
        "InterludeSimulation", "InterludeTestSupport",
      ],
      resources: [.copy("Snapshots")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "InterludeSimulationTests",
      dependencies: ["InterludeSimulation", "Interlude", "InterludeConsent"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "InterludeInspectTests",
      dependencies: ["InterludeInspect", "InterludeVAST", "InterludeTestSupport"],
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

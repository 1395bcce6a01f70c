// swift-tools-version: 6.0
// Interlude: a Swift-native client-side video ads SDK with consent built in.

import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

// The Apple layer (InterludeUI) runs in tests on Linux, against behavioural fakes of the Apple
// frameworks it imports (Tests/AppleStubs: one module per framework, under Apple's names), in
// the InterludeUITests target. On Linux only: the fakes are targets and InterludeUI depends on
// them, so the InterludeUI product builds on Linux too, against the fakes: a test
// configuration, nothing to ship (their unsafe flags keep a package that depends on Interlude
// from a URL from using that product on Linux; its other products are unaffected). On Apple
// platforms none of this exists and the manifest is what an app resolves: InterludeUI builds
// against Apple's frameworks.
#if os(Linux)
/// Each fake framework and the fakes it imports (MediaPlayer only Foundation).
let appleFrameworkFakes: [(name: String, imports: [String])] = [
  ("DarwinFoundation", []),
  ("CoreMedia", []),
  ("QuartzCore", []),
  ("UIKit", ["DarwinFoundation", "QuartzCore"]),
  ("AVFoundation", ["CoreMedia", "DarwinFoundation", "QuartzCore"]),
  ("AVKit", ["AVFoundation", "UIKit"]),
  ("SafariServices", ["UIKit"]),
  ("WebKit", ["UIKit"]),
  ("AppTrackingTransparency", ["UIKit"]),
  ("AdSupport", ["AppTrackingTransparency", "DarwinFoundation"]),
  ("MediaPlayer", []),
  ("SwiftUI", ["UIKit"]),
]
/// Built with library evolution, as Apple's frameworks are, so their enums are not frozen (the
/// layer's `@unknown default` compiles as on a Mac). The compiler warns that Foundation is not
/// built that way; that warning, which nothing can fix, is why the fakes build without warnings
/// (`-warnings-as-errors` still applies to every other target; Scripts/check-apple-layer builds
/// the fakes again and fails on any other warning). Their module interfaces, which SwiftPM
/// writes for library evolution, are not verified here: Scripts/check-apple-stubs reads them.
let appleFakeTargets: [Target] = appleFrameworkFakes.map { fake in
  .target(
    name: fake.name,
    dependencies: fake.imports.map { .target(name: $0) },
    path: "Tests/AppleStubs/\(fake.name)",
    swiftSettings: [
      .unsafeFlags([
        "-enable-library-evolution", "-no-verify-emitted-module-interface", "-Xfrontend",
        "-suppress-warnings",
      ])
    ]
  )
}
let appleFakes: [Target.Dependency] = appleFrameworkFakes.map { .target(name: $0.name) }
let appleLayerTests: [Target] = [
  .testTarget(
    name: "InterludeUITests",
    dependencies: [
      "InterludeUI", "Interlude", "InterludeConsent", "InterludeSimulation", "InterludeTestSupport",
    ] + appleFakes,
    // swift-testing declares a UIKit cross-import overlay (_Testing_UIKit, image attachments)
    // that only Apple's toolchains ship, so a test importing Testing and the UIKit fake would
    // not compile: cross-import overlays are off for this target.
    swiftSettings: strictSettings + [
      .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])
    ]
  )
]
#else
let appleFakeTargets: [Target] = []
let appleFakes: [Target.Dependency] = []
let appleLayerTests: [Target] = []
#endif

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
    // Each app module ships its privacy manifest (Docs/AppStorePrivacy.md), which Xcode merges
    // into the app's privacy report; Scripts/check-privacy-manifest checks it against the code.
    .target(
      name: "InterludeConsent",
      resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "Interlude",
      dependencies: ["InterludeVAST", "InterludeConsent"],
      resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "InterludeUI",
      dependencies: ["Interlude", "InterludeConsent"] + appleFakes,
      resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "InterludeSimulation",
      dependencies: ["Interlude", "InterludeConsent"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "InterludeInspect",
      dependencies: ["InterludeVAST"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "InterludeTestSupport",
      dependencies: ["InterludeVAST", "Interlude", "InterludeConsent"],
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
  ] + appleFakeTargets + appleLayerTests,
  swiftLanguageModes: [.v6]
)

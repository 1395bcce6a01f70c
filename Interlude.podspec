# CocoaPods spec for Interlude, a Swift-native client-side video ads SDK with consent built in.
#
# One pod per SwiftPM library target, not one pod with subspecs: CocoaPods compiles all the
# subspecs of a pod into one module named after the pod, so the sources' own imports
# (`import InterludeVAST`, `public import InterludeConsent`) would name modules that do not
# exist. Six pods give the six library modules SwiftPM builds, with the same dependencies:
#
#   InterludeVAST        (InterludeVAST.podspec)        VAST/VMAP model and parsers
#   InterludeConsent     (InterludeConsent.podspec)     consent; no dependency
#   Interlude            (this file)                    the SDK; InterludeVAST, InterludeConsent
#   InterludeUI          (InterludeUI.podspec)          UIKit, AVFoundation, SwiftUI adapters;
#                                                       Interlude, InterludeConsent
#   InterludeSimulation  (InterludeSimulation.podspec)  tools: session simulator, manual clock,
#                                                       simulated display; Interlude
#   InterludeInspect     (InterludeInspect.podspec)     tools: VAST/VMAP lint and inspect
#                                                       reports; InterludeVAST
#
# An app adds `pod 'InterludeUI'` (which brings the first three), or `pod 'Interlude'` for the
# core alone; the two tool pods come only when a target names them (a test target, an ad-ops
# tool). Keep the six versions in step with InterludeSDK.version.
Pod::Spec.new do |s|
  s.name = 'Interlude'
  s.version = '0.2.0'
  s.summary = 'Client-side VAST/VMAP video ads for iOS and tvOS, IMA-compatible, consent built in.'
  s.description = <<~DESC
    Interlude requests ads from any VAST 2.0-4.3 or VMAP 1.0.1 ad server, schedules breaks
    against the app's content player, plays ads and pods, fires every tracking beacon, and
    reports IMA-compatible events and errors, with the object model of Google's IMA SDK
    (AdsLoader, AdsRequest, AdsManager, delegates). Its privacy layer reads the IAB TCF, GPP
    and US Privacy keys and the ATT answer, and holds every request until consent is resolved.
    Add InterludeUI for the AVPlayer, UIKit and SwiftUI adapters.
  DESC
  # The repository is the one this checkout was cloned from (its `origin` remote), or
  # INTERLUDE_REPOSITORY_URL when set; no owner is written here. A pod used with `:path` needs
  # neither; `pod spec lint` and `pod trunk push` need one of them.
  repository = ENV.fetch('INTERLUDE_REPOSITORY_URL') do
    `git -C "#{File.dirname(__FILE__)}" remote get-url origin 2>/dev/null`.strip
  end
  repository = repository.sub(/\Agit@([^:]+):/, 'https://\\1/').delete_suffix('.git')
  s.homepage = repository unless repository.empty?
  s.license = { :type => 'Apache-2.0', :file => 'LICENSE' }
  s.author = 'Interlude contributors'
  s.source = { :git => "#{repository}.git", :tag => s.version.to_s } unless repository.empty?

  s.swift_versions = ['6.0']
  s.ios.deployment_target = '16.0'
  s.tvos.deployment_target = '16.0'

  s.source_files = 'Sources/Interlude/**/*.swift'
  # The module's privacy manifest, in a bundle of its own so that Xcode finds it and merges it
  # into the app's privacy report (Docs/AppStorePrivacy.md).
  s.resource_bundles = { 'Interlude_Privacy' => ['Sources/Interlude/PrivacyInfo.xcprivacy'] }
  # `package` declarations are shared between these modules, as SwiftPM builds them: every
  # Interlude pod compiles with the same package name.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name Interlude' }
  s.frameworks = 'Foundation'
  s.dependency 'InterludeVAST', s.version.to_s
  s.dependency 'InterludeConsent', s.version.to_s
end

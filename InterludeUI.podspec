# CocoaPods spec for the InterludeUI module (one pod per SwiftPM library target: see
# Interlude.podspec for why). Keep the version in step with InterludeSDK.version.
Pod::Spec.new do |s|
  s.name = 'InterludeUI'
  s.version = '0.2.0'
  s.summary = 'AVPlayer, UIKit and SwiftUI adapters for Interlude: ad display, overlay, ATT, consent layer.'
  s.description = <<~DESC
    The Apple layer of Interlude: the AVPlayer ad display and content playhead, the UIKit ad
    display container and overlay (skip, countdown, attribution, learn more), the Safari link
    opener, companion slots, Now Playing info, Picture in Picture, App Tracking Transparency,
    the SwiftUI consent layer and AdPlayerView.
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

  s.source_files = 'Sources/InterludeUI/**/*.swift'
  # The module's privacy manifest, in a bundle of its own so that Xcode finds it and merges it
  # into the app's privacy report (Docs/AppStorePrivacy.md).
  s.resource_bundles = { 'InterludeUI_Privacy' => ['Sources/InterludeUI/PrivacyInfo.xcprivacy'] }
  # `package` declarations are shared between these modules, as SwiftPM builds them: every
  # Interlude pod compiles with the same package name.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name Interlude' }
  s.frameworks = 'UIKit', 'AVFoundation', 'AVKit', 'CoreMedia', 'AppTrackingTransparency',
                 'AdSupport', 'MediaPlayer', 'SwiftUI'
  # tvOS has no SafariServices (the layer opens no web pages there).
  s.ios.frameworks = 'SafariServices'
  s.dependency 'Interlude', s.version.to_s
  s.dependency 'InterludeConsent', s.version.to_s
end

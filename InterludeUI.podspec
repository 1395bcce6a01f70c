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
  # Placeholders until the public repository and its license are decided: set both (here and
  # in the other podspecs) before `pod trunk push`.
  s.homepage = 'https://github.com/OWNER/interlude'
  s.license = { :type => 'TBD' }
  s.author = 'Interlude contributors'
  s.source = { :git => 'https://github.com/OWNER/interlude.git', :tag => s.version.to_s }

  s.swift_versions = ['6.0']
  s.ios.deployment_target = '16.0'
  s.tvos.deployment_target = '16.0'

  s.source_files = 'Sources/InterludeUI/**/*.swift'
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

# CocoaPods spec for the InterludeSimulation module (one pod per SwiftPM library target: see
# Interlude.podspec for why). A tool, not for app targets: add it to a test target or a tool.
# Keep the version in step with InterludeSDK.version.
Pod::Spec.new do |s|
  s.name = 'InterludeSimulation'
  s.version = '0.2.0'
  s.summary = 'Deterministic Interlude ad sessions: simulator, manual clock, simulated display.'
  s.description = <<~DESC
    The simulation module of Interlude, an open-source Swift client-side video ads SDK: a
    session simulator that plays a whole VAST or VMAP session on a manual clock and returns its
    timeline (events, content pauses and resumes, every request and beacon), with the manual
    clock, simulated video display and content player, manual content playhead and in-memory
    transport it is built from. For unit tests of an app's ad integration and for tools.
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

  s.source_files = 'Sources/InterludeSimulation/**/*.swift'
  # `package` declarations are shared between these modules, as SwiftPM builds them: every
  # Interlude pod compiles with the same package name.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name Interlude' }
  s.frameworks = 'Foundation'
  s.dependency 'Interlude', s.version.to_s
end

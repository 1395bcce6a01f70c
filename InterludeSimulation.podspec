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

  s.source_files = 'Sources/InterludeSimulation/**/*.swift'
  # `package` declarations are shared between these modules, as SwiftPM builds them: every
  # Interlude pod compiles with the same package name.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name Interlude' }
  s.frameworks = 'Foundation'
  s.dependency 'Interlude', s.version.to_s
end

# CocoaPods spec for the InterludeVAST module (one pod per SwiftPM library target: see
# Interlude.podspec for why). Keep the version in step with InterludeSDK.version.
Pod::Spec.new do |s|
  s.name = 'InterludeVAST'
  s.version = '0.2.0'
  s.summary = 'VAST 2.0-4.3 and VMAP 1.0.1 value model and safe parsers.'
  s.description = <<~DESC
    The parsing module of Interlude, an open-source Swift client-side video ads SDK: the value
    model of VAST 2.0-4.3 and VMAP 1.0.1, SAX parsers that reject DTDs and entities and cap
    size and depth, and the IAB VAST and VMAP error codes. The validator and the inspect
    reports are in the InterludeInspect pod.
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

  s.source_files = 'Sources/InterludeVAST/**/*.swift'
  # `package` declarations are shared between these modules, as SwiftPM builds them: every
  # Interlude pod compiles with the same package name.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name Interlude' }
  s.frameworks = 'Foundation'
end

# CocoaPods spec for the InterludeInspect module (one pod per SwiftPM library target: see
# Interlude.podspec for why). A tool, not for app targets. Keep the version in step with
# InterludeSDK.version.
Pod::Spec.new do |s|
  s.name = 'InterludeInspect'
  s.version = '0.2.0'
  s.summary = 'VAST 2.0-4.3 and VMAP 1.0.1 lint rules, validator and inspect reports.'
  s.description = <<~DESC
    The ad-ops module of Interlude, an open-source Swift client-side video ads SDK: a validator
    that checks VAST and VMAP documents against the IAB specifications with stable rule
    identifiers, and the inspect and lint reports (JSON and text) that `interlude inspect` and
    `interlude lint` print.
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

  s.source_files = 'Sources/InterludeInspect/**/*.swift'
  # `package` declarations are shared between these modules, as SwiftPM builds them: every
  # Interlude pod compiles with the same package name.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name Interlude' }
  s.frameworks = 'Foundation'
  s.dependency 'InterludeVAST', s.version.to_s
end

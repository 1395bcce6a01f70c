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
  # Placeholders until the public repository and its license are decided: set both (here and
  # in the other podspecs) before `pod trunk push`.
  s.homepage = 'https://github.com/OWNER/interlude'
  s.license = { :type => 'TBD' }
  s.author = 'Interlude contributors'
  s.source = { :git => 'https://github.com/OWNER/interlude.git', :tag => s.version.to_s }

  s.swift_versions = ['6.0']
  s.ios.deployment_target = '16.0'
  s.tvos.deployment_target = '16.0'

  s.source_files = 'Sources/InterludeVAST/**/*.swift'
  # `package` declarations are shared between these modules, as SwiftPM builds them: every
  # Interlude pod compiles with the same package name.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name Interlude' }
  s.frameworks = 'Foundation'
end

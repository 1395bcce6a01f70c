# CocoaPods spec for the InterludeVAST module (one pod per SwiftPM library target: see
# Interlude.podspec for why). Keep the version in step with InterludeSDK.version.
Pod::Spec.new do |s|
  s.name = 'InterludeVAST'
  s.version = '0.2.0'
  s.summary = 'VAST 2.0-4.3 and VMAP 1.0.1 value model, safe parsers and validator.'
  s.description = <<~DESC
    The parsing module of Interlude, an open-source Swift client-side video ads SDK: the value
    model of VAST 2.0-4.3 and VMAP 1.0.1, SAX parsers that reject DTDs and entities and cap
    size and depth, a spec validator, and the IAB VAST and VMAP error codes.
  DESC
  # Placeholders until the public repository and its license are decided: set both (here and
  # in the other three podspecs) before `pod trunk push`.
  s.homepage = 'https://github.com/OWNER/interlude'
  s.license = { :type => 'TBD' }
  s.author = 'Interlude contributors'
  s.source = { :git => 'https://github.com/OWNER/interlude.git', :tag => s.version.to_s }

  s.swift_versions = ['6.0']
  s.ios.deployment_target = '16.0'
  s.tvos.deployment_target = '16.0'

  s.source_files = 'Sources/InterludeVAST/**/*.swift'
  s.frameworks = 'Foundation'
end

# CocoaPods spec for the InterludeConsent module (one pod per SwiftPM library target: see
# Interlude.podspec for why). Keep the version in step with InterludeSDK.version.
Pod::Spec.new do |s|
  s.name = 'InterludeConsent'
  s.version = '0.2.0'
  s.summary = 'IAB TCF 2.2/2.3, GPP and US Privacy strings, a CMP engine and ATT sequencing.'
  s.description = <<~DESC
    The consent module of Interlude, an open-source Swift client-side video ads SDK: the TCF
    TC string codec, the Global Vendor List model, GPP, US Privacy and Additional Consent
    strings, the IABTCF_/IABGPP_ storage, the consent engine (ConsentManager), the
    ATT-then-consent-layer sequencer and the consent layer's view model.
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

  s.source_files = 'Sources/InterludeConsent/**/*.swift'
  # `package` declarations are shared between these modules, as SwiftPM builds them: every
  # Interlude pod compiles with the same package name.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name Interlude' }
  s.frameworks = 'Foundation'
end

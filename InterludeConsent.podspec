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

  s.source_files = 'Sources/InterludeConsent/**/*.swift'
  # The module's privacy manifest, in a bundle of its own so that Xcode finds it and merges it
  # into the app's privacy report (Docs/AppStorePrivacy.md).
  s.resource_bundles = { 'InterludeConsent_Privacy' => ['Sources/InterludeConsent/PrivacyInfo.xcprivacy'] }
  # `package` declarations are shared between these modules, as SwiftPM builds them: every
  # Interlude pod compiles with the same package name.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name Interlude' }
  s.frameworks = 'Foundation'
end

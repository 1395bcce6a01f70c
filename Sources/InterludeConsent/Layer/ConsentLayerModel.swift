/// The consent layer as data, for any UI to render (SwiftUI in the Apple layer, the terminal in
/// the CLI), with what the TCF 2.2 policy asks a CMP to show:
///
/// - the first layer: what is stored and processed and by how many vendors
///   (``firstLayerIntroduction``, ``vendorCount``), the purposes or stacks (``summary``) and the
///   special features (``specialFeatureSummary``) that "Accept all" opts into, the legitimate
///   interest and withdrawal notices, the three choices with equal prominence
///   (``firstLayerActions``) and a link to the vendor list (``vendorListLinkTitle``);
/// - the second layer: every purpose, special feature, special purpose and feature with its
///   name, description and illustrations from the GVL and the number of vendors using it
///   (``purposes``, ``specialFeatures``, ``specialPurposes``, ``features``), a consent toggle and,
///   under legitimate interest, an objection toggle; the configured ``stacks``;
/// - the vendor list (``vendors``): each vendor's toggles and its ``ConsentLayerVendor``
///   disclosure, in the GVL's language.
///
/// The UI edits the toggles (``setConsent(_:forItem:)``, ``setObjection(_:forItem:)``,
/// ``setConsent(_:forStack:)``) and asks for the ``decision(_:)``; nothing is preselected
/// without a saved choice. Names come from the GVL (translated when a translation is given),
/// else the standard English TCF names; the words around them come from ``texts``.
public struct ConsentLayerModel: Hashable, Sendable {
  /// What the first layer offers, with equal prominence for accepting and rejecting.
  public enum FirstLayerAction: String, Hashable, Sendable, CaseIterable {
    /// Accept all.
    case acceptAll
    /// Reject all.
    case rejectAll
    /// Open the second layer.
    case settings
  }

  /// The words around the GVL's texts; replace them to localise the layer.
  public var texts: ConsentLayerTexts
  /// The language of the GVL texts and of the vendors' URLs (the translation's code, `en` for
  /// the list as published), lower case.
  public let language: String
  /// ``language`` when the layer has a vendor list, nil without one.
  private let vendorListLanguage: String?
  /// The number of vendors the layer discloses (those asking consent and those relying on
  /// legitimate interest).
  public let vendorCount: Int
  /// The first layer's purposes: the names of the configured stacks, then of the purposes no
  /// stack covers.
  public let summary: [String]
  /// The first layer's special features: the names of those no stack covers.
  public let specialFeatureSummary: [String]
  /// The first layer's choices, all shown alike.
  public let firstLayerActions = FirstLayerAction.allCases
  /// The entries the user decides on: purposes, then special features, then vendors, then the
  /// Google ad technology providers outside the GVL (Additional Consent).
  public var items: [ConsentLayerItem]
  /// The special purposes the layer's vendors declare (all of them without a GVL).
  public let specialPurposes: [ConsentLayerItem]
  /// The features the layer's vendors declare (all of them without a GVL).
  public let features: [ConsentLayerItem]
  /// The configured stacks the layer uses, texts trimmed.
  public let stacks: [GVLStack]
  /// What the layer could not show as configured.
  public let issues: [ConsentLayerIssue]

  /// Builds the layer for a configuration.
  ///
  /// - Parameters:
  ///   - configuration: the purposes, special features, vendors and stacks to show.
  ///   - vendorList: the Global Vendor List for texts and vendor disclosures.
  ///   - translation: a translation of `vendorList`, applied here; its language (or that of a
  ///     translation already applied to the list) picks the vendors' URLs.
  ///   - current: the saved choice, preselected; without one nothing is consented and no
  ///     legitimate interest is objected to.
  ///   - texts: the words around the GVL's texts, in the layer's language (English by default;
  ///     ``ConsentManager/layer`` passes the configuration's). When a vendor list is given
  ///     without the translation for that language, the layer reports
  ///     ``ConsentLayerIssue/Kind/vendorListNotTranslated`` and a choice made on it records the
  ///     consent language `EN`.
  public init(
    configuration: ConsentConfiguration, vendorList: GlobalVendorList? = nil,
    translation: GVLTranslation? = nil, current: ConsentChoice? = nil,
    texts: ConsentLayerTexts = ConsentLayerTexts()
  ) {
    let list = vendorList.map { list in translation.map(list.applying) ?? list }
    let names = ConsentLayerNames(vendorList: list)
    let language = ConsentLayerNames.trimmed(
      list?.translationLanguage ?? translation?.language ?? "en"
    ).lowercased()
    self.texts = texts
    self.language = language
    vendorListLanguage = list == nil ? nil : language

    let vendorIDs = configuration.vendors.union(configuration.legitimateInterestVendors).sorted()
    let listed = vendorIDs.compactMap { list?.vendors[$0] }
    func users(_ declared: (GVLVendor) -> [Int], _ id: Int) -> Int? {
      list == nil ? nil : listed.count { declared($0).contains(id) }
    }
    func item(_ kind: ConsentLayerItem.Kind, _ entry: GVLPurpose) -> ConsentLayerItem {
      ConsentLayerItem(
        kind: kind, number: entry.id, name: entry.name, description: entry.description,
        illustrations: entry.illustrations)
    }

    var items: [ConsentLayerItem] = []
    let legitimateInterest = configuration.allowedLegitimateInterestPurposes
    let purposeIDs = configuration.purposes.union(legitimateInterest)
    for id in purposeIDs.sorted() {
      var purpose = item(.purpose, names.entry(.purpose, id))
      purpose.consentVendorCount = users(\.purposes, id)
      purpose.legitimateInterestVendorCount = users(\.legIntPurposes, id)
      purpose.asksConsent = configuration.purposes.contains(id)
      purpose.isConsented = purpose.asksConsent && (current?.purposes.contains(id) ?? false)
      purpose.hasLegitimateInterest = legitimateInterest.contains(id)
      purpose.objectsToLegitimateInterest =
        purpose.hasLegitimateInterest
        && !(current.map { $0.legitimateInterestPurposes.contains(id) } ?? true)
      items.append(purpose)
    }
    for id in configuration.specialFeatures.sorted() {
      var feature = item(.specialFeature, names.entry(.specialFeature, id))
      feature.consentVendorCount = users(\.specialFeatures, id)
      feature.isConsented = current?.specialFeatures.contains(id) ?? false
      items.append(feature)
    }
    var issues: [ConsentLayerIssue] = []
    if list == nil {
      issues.append(
        ConsentLayerIssue(
          .noVendorList,
          "no Global Vendor List: the layer has no descriptions, illustrations or vendor disclosures"
        ))
    } else if let code = texts.language.vendorListTranslationCode,
      Self.consentLanguage(showing: texts.language, vendorListLanguage: language) == "EN"
    {
      issues.append(
        ConsentLayerIssue(
          .vendorListNotTranslated,
          "the Global Vendor List has no \(code) translation (purposes-\(code).json): purposes, "
            + "features and vendor disclosures are shown in English, and the TC string records EN"
        ))
    }
    for id in vendorIDs {
      let entry = list?.vendors[id]
      if list != nil, entry == nil {
        issues.append(
          ConsentLayerIssue(
            .vendorNotInVendorList, id: id,
            "vendor \(id) is not in the Global Vendor List: it is shown without its disclosures"))
      }
      let asksConsent = configuration.vendors.contains(id)
      let hasLegitimateInterest = configuration.legitimateInterestVendors.contains(id)
      items.append(
        ConsentLayerItem(
          kind: .vendor, number: id,
          name: entry.map { ConsentLayerNames.trimmed($0.name) }
            ?? "Vendor \(id)",
          vendor: entry.map { ConsentLayerVendor($0, names: names, language: language) },
          asksConsent: asksConsent,
          isConsented: asksConsent && (current?.vendors.contains(id) ?? false),
          hasLegitimateInterest: hasLegitimateInterest,
          objectsToLegitimateInterest: hasLegitimateInterest
            && !(current.map { $0.legitimateInterestVendors.contains(id) } ?? true)))
    }
    items += configuration.additionalConsentProviders.sorted().map { id in
      ConsentLayerItem(
        kind: .additionalConsentProvider, number: id,
        name: texts.fill(texts.additionalConsentProvider, [:], texts: ["id": String(id)]),
        description: texts.additionalConsentProviderDescription,
        isConsented: current?.additionalConsentProviders.contains(id) ?? false)
    }
    self.items = items
    self.vendorCount = vendorIDs.count

    func declared(
      _ collection: ConsentLayerNames.Collection, _ kind: ConsentLayerItem.Kind,
      _ standard: [Int: String], _ ids: (GVLVendor) -> [Int]
    ) -> [ConsentLayerItem] {
      let used = list == nil ? Set(standard.keys) : Set(listed.flatMap(ids))
      return used.sorted().map { id in
        var entry = item(kind, names.entry(collection, id))
        entry.asksConsent = false
        entry.consentVendorCount = users(ids, id)
        return entry
      }
    }
    specialPurposes = declared(
      .specialPurpose, .specialPurpose, TCFStandardNames.specialPurposes, \.specialPurposes)
    features = declared(.feature, .feature, TCFStandardNames.features, \.features)

    let (stacks, stackIssues) = Self.stacks(configuration, names: names)
    self.stacks = stacks
    self.issues = issues + stackIssues
    let stackedPurposes = Set(stacks.flatMap(\.purposes))
    let stackedFeatures = Set(stacks.flatMap(\.specialFeatures))
    summary =
      stacks.map(\.name)
      + items.filter { $0.kind == .purpose && !stackedPurposes.contains($0.number) }.map(\.name)
    specialFeatureSummary = items.filter {
      $0.kind == .specialFeature && !stackedFeatures.contains($0.number)
    }.map(\.name)
  }

  /// The configured stacks the layer can use, and why it cannot use the others.
  private static func stacks(
    _ configuration: ConsentConfiguration, names: ConsentLayerNames
  ) -> ([GVLStack], [ConsentLayerIssue]) {
    var used: [GVLStack] = []
    var issues: [ConsentLayerIssue] = []
    for id in configuration.stacks.sorted() {
      guard let stack = names.stack(id) else {
        issues.append(
          ConsentLayerIssue(
            .unknownStack, id: id,
            "stack \(id) is not in the Global Vendor List: its purposes are shown one by one"))
        continue
      }
      let outside =
        Set(stack.purposes).subtracting(configuration.purposes).sorted().map { "purpose \($0)" }
        + Set(stack.specialFeatures).subtracting(configuration.specialFeatures).sorted().map {
          "special feature \($0)"
        }
      if !outside.isEmpty {
        issues.append(
          ConsentLayerIssue(
            .stackOutsideConfiguration, id: id,
            "stack \(id) groups \(outside.joined(separator: ", ")), which the layer does not ask "
              + "consent for: its purposes are shown one by one"))
        continue
      }
      if let earlier = used.first(where: {
        !Set($0.purposes).isDisjoint(with: stack.purposes)
          || !Set($0.specialFeatures).isDisjoint(with: stack.specialFeatures)
      }) {
        issues.append(
          ConsentLayerIssue(
            .overlappingStack, id: id,
            "stack \(id) shares purposes or special features with stack \(earlier.id): its "
              + "purposes are shown one by one"))
        continue
      }
      used.append(stack)
    }
    return (used, issues)
  }

  // MARK: Language

  /// The language of the layer's own words (``ConsentLayerTexts/language``): a UI sets its
  /// locale from it.
  public var interfaceLanguage: InterludeLanguage { texts.language }

  /// Whether the layer reads right to left (Arabic, Hebrew): a UI lays it out from the right.
  public var isRightToLeft: Bool { texts.language.isRightToLeft }

  /// The TC string's `ConsentLanguage` for a choice made on this layer: see
  /// ``consentLanguage(showing:vendorListLanguage:)``.
  package var consentLanguage: String {
    Self.consentLanguage(showing: texts.language, vendorListLanguage: vendorListLanguage)
  }

  /// The two-letter language (upper case) a choice made on a layer in `language` was given in,
  /// for the TC string's `ConsentLanguage`: the layer's own (`PT` for `pt-BR`, `ZH` for both
  /// Chinese scripts) when the vendor list's texts (`vendorListLanguage`: its translation's
  /// code, `en` untranslated, nil without a list) are in that language too; `EN` when a list
  /// is shown untranslated, as the purposes, the texts the choice is about, were read in
  /// English.
  package static func consentLanguage(
    showing language: InterludeLanguage, vendorListLanguage: String?
  ) -> String {
    guard let vendorListLanguage else { return language.consentLanguage }
    let listed = vendorListLanguage.lowercased().split(separator: "-").first.map(String.init)
    let wanted = language.vendorListTranslationCode?.split(separator: "-").first.map(String.init)
    return listed == (wanted ?? "en") ? language.consentLanguage : "EN"
  }

  // MARK: Texts

  /// The first layer's opening, with the number of vendors.
  public var firstLayerIntroduction: String {
    texts.introduction(vendors: vendorCount)
  }

  /// The first layer's legitimate-interest notice; nil when no purpose or vendor relies on it.
  public var legitimateInterestNotice: String? {
    items.contains(where: \.hasLegitimateInterest) ? texts.legitimateInterestNotice : nil
  }

  /// The title of the first layer's link to the vendor list, with their number.
  public var vendorListLinkTitle: String {
    texts.vendorListLink(vendors: vendorCount)
  }

  /// The title of a first-layer choice.
  public func title(of action: FirstLayerAction) -> String {
    switch action {
    case .acceptAll: texts.acceptAll
    case .rejectAll: texts.rejectAll
    case .settings: texts.settings
    }
  }

  // MARK: Accessibility

  /// What VoiceOver reads for an item's consent toggle: the control and the item ("Consent,
  /// Use precise geolocation data").
  public func consentAccessibilityLabel(of item: ConsentLayerItem) -> String {
    texts.accessibilityLabel(texts.consent, item: item.name)
  }

  /// What VoiceOver reads for an item's objection toggle ("Object to legitimate interest,
  /// Measure advertising performance").
  public func objectionAccessibilityLabel(of item: ConsentLayerItem) -> String {
    texts.accessibilityLabel(texts.objectToLegitimateInterest, item: item.name)
  }

  /// What VoiceOver reads for a stack's consent toggle.
  public func consentAccessibilityLabel(of stack: GVLStack) -> String {
    texts.accessibilityLabel(texts.consent, item: stack.name)
  }

  /// The accessibility hint of a first-layer choice: the settings show details, the others none.
  public func accessibilityHint(of action: FirstLayerAction) -> String? {
    action == .settings ? texts.showDetailsHint : nil
  }

  // MARK: Sections

  /// The purposes, in id order.
  public var purposes: [ConsentLayerItem] { items.filter { $0.kind == .purpose } }

  /// The special features, in id order.
  public var specialFeatures: [ConsentLayerItem] { items.filter { $0.kind == .specialFeature } }

  /// The vendors, in id order.
  public var vendors: [ConsentLayerItem] { items.filter { $0.kind == .vendor } }

  /// The Google ad technology providers outside the GVL (Additional Consent), in id order.
  public var additionalConsentProviders: [ConsentLayerItem] {
    items.filter { $0.kind == .additionalConsentProvider }
  }

  /// The purposes and special features a stack groups, as items.
  public func members(of stack: GVLStack) -> [ConsentLayerItem] {
    items.filter { item in
      (item.kind == .purpose && stack.purposes.contains(item.number))
        || (item.kind == .specialFeature && stack.specialFeatures.contains(item.number))
    }
  }

  // MARK: Toggles

  /// Gives or withdraws consent for the item with id `id` (nothing for an item that asks none).
  public mutating func setConsent(_ consented: Bool, forItem id: ConsentLayerItem.ID) {
    guard let index = items.firstIndex(where: { $0.id == id }), items[index].asksConsent
    else { return }
    items[index].isConsented = consented
  }

  /// Objects, or stops objecting, to the legitimate interest of the item with id `id`
  /// (nothing for an item without legitimate interest).
  public mutating func setObjection(_ objects: Bool, forItem id: ConsentLayerItem.ID) {
    guard let index = items.firstIndex(where: { $0.id == id }), items[index].hasLegitimateInterest
    else { return }
    items[index].objectsToLegitimateInterest = objects
  }

  /// Whether every purpose and special feature of `stack` has consent.
  public func isConsented(_ stack: GVLStack) -> Bool {
    let members = members(of: stack).filter(\.asksConsent)
    return !members.isEmpty && members.allSatisfy(\.isConsented)
  }

  /// Gives or withdraws consent for every purpose and special feature of `stack`.
  public mutating func setConsent(_ consented: Bool, forStack stack: GVLStack) {
    for member in members(of: stack) { setConsent(consented, forItem: member.id) }
  }

  // MARK: Decision

  /// The decision for a first-layer action, or for the second layer's toggles (`settings`):
  /// consent where asked and given, legitimate interest where not objected to.
  public func decision(_ action: FirstLayerAction) -> ConsentDecision {
    switch action {
    case .acceptAll: return .acceptAll
    case .rejectAll: return .rejectAll
    case .settings: break
    }
    var choice = ConsentChoice()
    for item in items {
      let consented = item.asksConsent && item.isConsented
      let legitimateInterest = item.hasLegitimateInterest && !item.objectsToLegitimateInterest
      switch item.kind {
      case .purpose:
        if consented { choice.purposes.insert(item.number) }
        if legitimateInterest { choice.legitimateInterestPurposes.insert(item.number) }
      case .specialFeature:
        if consented { choice.specialFeatures.insert(item.number) }
      case .vendor:
        if consented { choice.vendors.insert(item.number) }
        if legitimateInterest { choice.legitimateInterestVendors.insert(item.number) }
      case .additionalConsentProvider:
        if consented { choice.additionalConsentProviders.insert(item.number) }
      case .specialPurpose, .feature:
        break
      }
    }
    return .custom(choice)
  }
}

/// The English names of the TCF 2.2 purposes, special purposes, features and special features,
/// for a layer shown without a Global Vendor List (the list's own, possibly translated, names win
/// when it is given).
enum TCFStandardNames {
  static let purposes: [Int: String] = [
    1: "Store and/or access information on a device",
    2: "Use limited data to select advertising",
    3: "Create profiles for personalised advertising",
    4: "Use profiles to select personalised advertising",
    5: "Create profiles to personalise content",
    6: "Use profiles to select personalised content",
    7: "Measure advertising performance",
    8: "Measure content performance",
    9: "Understand audiences through statistics or combinations of data from different sources",
    10: "Develop and improve services",
    11: "Use limited data to select content",
  ]

  static let specialPurposes: [Int: String] = [
    1: "Ensure security, prevent and detect fraud, and fix errors",
    2: "Deliver and present advertising and content",
  ]

  static let features: [Int: String] = [
    1: "Match and combine data from other data sources",
    2: "Link different devices",
    3: "Identify devices based on information transmitted automatically",
  ]

  static let specialFeatures: [Int: String] = [
    1: "Use precise geolocation data",
    2: "Actively scan device characteristics for identification",
  ]
}

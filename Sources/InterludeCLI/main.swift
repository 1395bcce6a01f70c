import Foundation

// Placeholder until the CLI lands in this change.
exit(0)

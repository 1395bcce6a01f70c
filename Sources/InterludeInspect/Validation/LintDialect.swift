import InterludeVAST

/// Which standard a tree being walked belongs to; it decides the known tracking events.
enum LintDialect {
  /// VAST 2.0–4.3.
  case vast
  /// VMAP 1.0.1 (without the VAST documents inside it, which are walked as VAST).
  case vmap
}

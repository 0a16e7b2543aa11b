import ActionLog

/// Why a load failed, in its own JSON: it only appears inside decoded results (`feedLoaded`…),
/// spelled as format 1 spelled it.
extension LoadError: LogModel {}

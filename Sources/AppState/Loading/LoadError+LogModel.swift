import ActionLog

// Why a load failed, inside the effect-result actions of several apps: their own `Codable` JSON,
// as format 1 logged them.

extension LoadError: LogModel {}
extension DecodeFailure: LogModel {}

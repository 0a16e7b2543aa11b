import ActionLog

// The bytes a checkpoint line spells effects with, written without building their tree: a replay
// compares them with the line's own bytes.

extension Effect {
    /// Appends the effect in the log's compact spelling: the bytes `CanonicalWriter` writes for
    /// `logValue`. The effects a replay meets most (a write to storage, a read, a cancel, a timer)
    /// are written member by member; the others through their tree.
    package func appendLogSpelling(to bytes: inout [UInt8]) {
        switch self {
        case .persist(let key, let value):
            bytes.appendUTF8(#"{"persist":{"key":"#)
            LogSpelling.appendString(key.rawValue, to: &bytes)
            LoggedBytes.append(value, "value", "valueBase64", to: &bytes)
        case .load(let key):
            bytes.appendUTF8(#"{"load":{"key":"#)
            LogSpelling.appendString(key.rawValue, to: &bytes)
        case .cancel(let id):
            bytes.appendUTF8(#"{"cancel":{"id":"#)
            LogSpelling.appendString(id.rawValue, to: &bytes)
        case .timer(let id, let milliseconds):
            bytes.appendUTF8(#"{"timer":{"id":"#)
            LogSpelling.appendString(id.rawValue, to: &bytes)
            bytes.appendUTF8(#","milliseconds":"#)
            DigitText.append(Int64(milliseconds), to: &bytes)
        case .http, .loadImage, .readBundledFile:
            return CanonicalWriter.write(logValue, to: &bytes)
        }
        bytes.appendUTF8("}}")
    }
}

extension [Effect] {
    /// The effects as a checkpoint line spells them (an array): the bytes `CanonicalWriter`
    /// writes for their tree.
    package var logSpelling: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(isEmpty ? 2 : 256)
        bytes.append(UInt8(ascii: "["))
        for (index, effect) in enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            effect.appendLogSpelling(to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        return bytes
    }
}

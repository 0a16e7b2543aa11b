import ActionLog

// The bytes a checkpoint line spells effects with, written without building their tree: a replay
// compares them with the line's own bytes.

extension Effect {
    /// Appends the effect in the log's compact spelling: the bytes `CanonicalWriter` writes for
    /// `logValue`, member by member in key order.
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
        case .loadImage(let id, let url):
            bytes.appendUTF8(#"{"loadImage":{"id":"#)
            LogSpelling.appendString(id.rawValue, to: &bytes)
            bytes.appendUTF8(#","url":"#)
            LogSpelling.appendString(url.text, to: &bytes)
        case .readBundledFile(let id, let name, let maxBytes):
            bytes.appendUTF8(#"{"readBundledFile":{"id":"#)
            LogSpelling.appendString(id.rawValue, to: &bytes)
            bytes.appendUTF8(#","maxBytes":"#)
            DigitText.append(Int64(maxBytes), to: &bytes)
            bytes.appendUTF8(#","name":"#)
            LogSpelling.appendString(name, to: &bytes)
        case .http(let request):
            request.appendLogSpelling(to: &bytes)
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

extension HTTPRequest {
    /// `{"http":{…` without the closing braces: the members `Effect.logValue` gives a request, in
    /// key order, the optional ones only when present.
    fileprivate func appendLogSpelling(to bytes: inout [UInt8]) {
        bytes.appendUTF8(#"{"http":{"#)
        if let body {
            bytes.appendUTF8(#""body":"#)
            LogSpelling.appendString(body, to: &bytes)
            bytes.append(UInt8(ascii: ","))
        }
        if !headers.isEmpty {
            bytes.appendUTF8(#""headers":["#)
            for (index, header) in headers.enumerated() {
                bytes.appendUTF8(index == 0 ? #"{"name":"# : #",{"name":"#)
                LogSpelling.appendString(header.name, to: &bytes)
                bytes.appendUTF8(#","value":"#)
                LogSpelling.appendString(header.value, to: &bytes)
                bytes.append(UInt8(ascii: "}"))
            }
            bytes.appendUTF8("],")
        }
        bytes.appendUTF8(#""id":"#)
        LogSpelling.appendString(id.rawValue, to: &bytes)
        bytes.appendUTF8(#","maxBytes":"#)
        DigitText.append(Int64(maxBytes), to: &bytes)
        bytes.appendUTF8(#","method":"#)
        LogSpelling.appendString(method.rawValue, to: &bytes)
        bytes.appendUTF8(#","timeout":"#)
        CanonicalWriter.write(timeout.logValue, to: &bytes)
        bytes.appendUTF8(#","url":"#)
        LogSpelling.appendString(url.absoluteString, to: &bytes)
    }
}

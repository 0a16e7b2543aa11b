import ActionLog

// The effects' answers that states keep, written as canonical JSON without `Codable`
// (`CanonicalEncodable`), each spelled as its `Encodable` conformance spells it.

extension HTTPError: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .unreachable(let reason):
            try output.enumCase("unreachable", "reason", reason)
        case .timedOut: try output.enumCase("timedOut")
        case .cancelled: try output.enumCase("cancelled")
        case .tooLarge(let limit):
            try output.enumCase("tooLarge", "limit", limit)
        case .transport(let reason):
            try output.enumCase("transport", "reason", reason)
        case .unrequestedEncoding(let encoding):
            try output.enumCase("unrequestedEncoding") { output throws(CanonicalOutput.Unwritable) in
                try output.member("encoding", encoding)
            }
        }
    }
}

extension FileReadError: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .missing: try output.enumCase("missing")
        case .unreadable(let reason):
            try output.enumCase("unreadable", "reason", reason)
        case .tooLarge(let limit):
            try output.enumCase("tooLarge", "limit", limit)
        }
    }
}

extension StorageError: CanonicalEncodable {
    /// `{"io":{"reason":…}}`: the case's value is named by `IoCodingKeys`.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .io(let reason):
            try output.enumCase("io", "reason", reason)
        }
    }
}

extension ImageInfo: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("byteCount", byteCount)
            try output.member("digest", digest)
            try output.member("format", format)
            try output.member("fromCache", fromCache)
            try output.member("height", ifPresent: height)
            try output.member("width", ifPresent: width)
        }
    }
}

extension ImageInfo.Format: CanonicalEncodable {}

extension ImageError: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .http(let error):
            try output.enumCase("http", "error", error)
        case .badStatus(let status):
            try output.enumCase("badStatus", "status", status)
        case .notAnImage: try output.enumCase("notAnImage")
        }
    }
}

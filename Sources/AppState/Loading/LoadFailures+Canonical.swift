import ActionLog

// Why loads fail, written as canonical JSON without `Codable` (`CanonicalEncodable`), each
// spelled as its `Encodable` conformance spells it.

extension LoadError: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .http(let error):
            try output.enumCase("http", "error", error)
        case .badStatus(let status):
            try output.enumCase("badStatus", "status", status)
        case .decoding(let failure):
            try output.enumCase("decoding", "failure", failure)
        case .file(let name, let error):
            try output.enumCase("file") { output throws(CanonicalOutput.Unwritable) in
                try output.member("error", error)
                try output.member("name", name)
            }
        case .malformedFile(let name, let failure):
            try output.enumCase("malformedFile") { output throws(CanonicalOutput.Unwritable) in
                try output.member("failure", failure)
                try output.member("name", name)
            }
        }
    }
}

extension DecodeFailure: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("path", path)
            try output.member("reason", reason)
        }
    }
}

extension StoredValueProblem: CanonicalEncodable {
    /// `{"<storage>":{"error":…}}` or `{"<corrupt>":{"failure":…}}`, the cases named by `Names`.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            switch self {
            case .storage(let error):
                output.key(Names.storage)
                try output.object { output throws(CanonicalOutput.Unwritable) in try output.member("error", error) }
            case .corrupt(let failure):
                output.key(Names.corrupt)
                try output.object { output throws(CanonicalOutput.Unwritable) in try output.member("failure", failure) }
            }
        }
    }
}

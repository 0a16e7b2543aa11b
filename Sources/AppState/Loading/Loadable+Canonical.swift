import ActionLog

extension Loadable: CanonicalEncodable where Value: CanonicalEncodable, Failure: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .idle: try output.enumCase("idle")
        case .loading(let progress):
            try output.enumCase("loading") { output throws(CanonicalOutput.Unwritable) in try output.member("progress", ifPresent: progress) }
        case .loaded(let value):
            try output.enumCase("loaded", "value", value)
        case .failed(let error):
            try output.enumCase("failed", "error", error)
        }
    }
}

extension NoValue: CanonicalEncodable {
    /// An empty object.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) { try output.object { _ in } }
}

/// The load status of anything fetched, as a sum type: a front end renders each case.
public enum Loadable<Value: Codable & Equatable & Sendable>: Equatable, Codable, Sendable {
    case idle
    case loading
    case loaded(Value)
    case failed(LoadError)

    public var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }

    public var isLoading: Bool { self == .loading }
}

/// Why a load failed, as a value that can be logged and shown.
public enum LoadError: Error, Equatable, Codable, Sendable {
    case http(HTTPError)
    /// The server answered with a status other than 2xx.
    case badStatus(Int)
    /// The body is not what was expected; names the JSON path of the first problem.
    case decoding(DecodeFailure)
}

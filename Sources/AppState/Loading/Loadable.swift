/// The status of anything the app loads (a feed, an image, a place's details, the stored
/// reservation, a web page), as a sum type a front end renders case by case. It is the one load
/// status of every app; what is loaded and why it can fail are its two parameters.
public enum Loadable<Value: Codable & Equatable & Sendable, Failure: Error & Codable & Equatable & Sendable>:
    Equatable, Codable, Sendable
{
    /// Not requested: not yet, not any more (a cancelled load), or never (nothing to fetch, such
    /// as a film without a poster).
    case idle
    /// In flight, with the fraction done (0 to 1) when the loader reports one.
    case loading(progress: Double?)
    case loaded(value: Value)
    case failed(error: Failure)

    /// In flight, with no progress reported.
    public static var loading: Self { .loading(progress: nil) }

    // The accessors and the initializer below are inlinable, so that the reducers of other modules
    // use them specialized, not through the generic type's metadata (an image's answer reads them).

    /// The value once loaded; `nil` before and after a failure.
    @inlinable
    public var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }

    /// Whether a load is in flight.
    @inlinable
    public var isLoading: Bool {
        if case .loading = self { true } else { false }
    }

    /// Whether the last load failed.
    @inlinable
    public var isFailed: Bool {
        if case .failed = self { true } else { false }
    }

    /// The status of a finished load: its value, or why it failed.
    @inlinable
    package init(_ result: Result<Value, Failure>) {
        self = switch result {
        case .success(let value): .loaded(value: value)
        case .failure(let error): .failed(error: error)
        }
    }
}

/// The load status of an image: the core never holds pixels, only what a front end needs to draw.
public typealias ImageLoad = Loadable<ImageInfo, ImageError>

/// What a load holds when what it loaded stays outside the state: a page the web view shows.
public struct NoValue: Equatable, Codable, Sendable {
    /// The one value of a load that gives nothing back.
    public init() {}
}

extension Loadable where Value == NoValue {
    /// Loaded, with nothing kept.
    public static var loaded: Self { .loaded(value: NoValue()) }
}

/// Why a load failed, as a value that can be logged and shown.
public enum LoadError: Error, Equatable, Codable, Sendable {
    case http(error: HTTPError)
    /// The server answered with a status other than 2xx.
    case badStatus(status: Int)
    /// The body is not what was expected; names the JSON path of the first problem.
    case decoding(failure: DecodeFailure)
    /// The bundled file `name` could not be read.
    case file(name: String, error: FileReadError)
    /// The bundled file `name` is not what was expected; names the JSON path of the first problem.
    case malformedFile(name: String, failure: DecodeFailure)
}

extension LoadError {
    /// Whether the load reached no server: only a transport failure can; a bad status or a body
    /// that does not decode came from a server that answered.
    public var reachedNothing: Bool {
        if case .http(let error) = self { error.reachedNothing } else { false }
    }
}

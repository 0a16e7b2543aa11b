import Foundation

/// The sentences people read for the errors every app can meet, so that a failure reads the same
/// in every front end. The precise cause stays in the state and the log; these say what happened
/// and what to do, naming the server by its host. Each app's screen picks the one that fits.
package enum Sentences {
    /// The host of `url`, or "the server" when it has none.
    package static func host(of url: URL?) -> String {
        url?.host ?? "the server"
    }

    /// Why `what` (such as "the restaurants") could not be loaded from `host`, and what to do.
    package static func load(_ error: LoadError, what: String, host: String) -> String {
        switch error {
        case .http(let error): transport(error, host: host)
        case .badStatus(let status): "\(host) answered with an error (HTTP \(status)). Retry later."
        case .decoding: "\(capitalized(what)) from \(host) could not be read: the answer is not what this app expects."
        case .file(let name, let error): file(error, name: name, what: what)
        case .malformedFile(let name, let failure):
            "\(capitalized(what)) could not be read: \(name) is not what this app expects at \(failure.path) (\(failure.reason))."
        }
    }

    /// Why `what` could not be read from the bundled file `name`.
    package static func file(_ error: FileReadError, name: String, what: String) -> String {
        switch error {
        case .missing: "\(capitalized(what)) could not be read: \(name) is missing. Retry."
        case .unreadable(let reason): "\(capitalized(what)) could not be read: \(name) cannot be opened (\(reason)). Retry."
        case .tooLarge(let limit): "\(capitalized(what)) could not be read: \(name) is larger than the \(bytes(limit)) this app accepts."
        }
    }

    /// Why nothing usable came back from `host`.
    package static func transport(_ error: HTTPError, host: String) -> String {
        switch error {
        case .unreachable: "Cannot reach \(host). Check the connection, then Retry."
        case .timedOut: "\(host) did not answer in time. Retry."
        case .cancelled: "The request to \(host) was cancelled."
        case .tooLarge(let limit): "\(host) sent more than the \(bytes(limit)) this app accepts."
        case .transport: "The connection to \(host) failed. Retry."
        case .unrequestedEncoding: "\(host) sent a compressed answer this app did not ask for. Retry later."
        }
    }

    /// Why an image from `host` is not shown.
    package static func image(_ error: ImageError, host: String) -> String {
        switch error {
        case .http(let error): transport(error, host: host)
        case .badStatus(let status): "\(host) answered with an error (HTTP \(status))."
        case .notAnImage: "\(host) sent something that is not an image."
        }
    }

    /// Why something kept on this device (favorites, a saved list) could not be read or written.
    package static func storage(_ error: StorageError, what: String, writing: Bool) -> String {
        switch error {
        case .io: "\(capitalized(what)) could not be \(writing ? "saved" : "read") on this device."
        }
    }

    /// "1 MB" style sizes for limits: whole kilobytes or megabytes when exact.
    static func bytes(_ count: Int) -> String {
        if count >= 1_000_000, count % 1_000_000 == 0 { return "\(count / 1_000_000) MB" }
        if count >= 1_000, count % 1_000 == 0 { return "\(count / 1_000) kB" }
        return "\(count) bytes"
    }

    /// A fraction (0 to 1) as a whole percentage, "42%"; out of range or not a number reads 0% or 100%.
    package static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return fraction > 0 ? "100%" : "0%" }
        return "\(Int((min(1, max(0, fraction)) * 100).rounded()))%"
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}

import ActionLog

/// Why the disk cache could not be read back.
public typealias FeedCacheError = StoredValueProblem<FeedCacheNames>

/// The log's names of a `FeedCacheError`: `unreadable` when the store could not read the file,
/// `corrupt` when it is not a saved feed.
public enum FeedCacheNames: StoredValueProblemNames {
    public static let storage = "unreadable"
    public static let corrupt = "corrupt"
}

/// A note about the disk cache for the user; it does not stop the app.
public enum FeedCacheNote: Equatable, Codable, Sendable {
    case corruptIgnored(failure: DecodeFailure)
    case unreadable(error: StorageError)
    case notSaved(error: StorageError)

    /// What the note says.
    public var text: String {
        switch self {
        case .corruptIgnored(let failure):
            "The saved burger list was damaged (\(failure)) and was ignored. "
                + "It will be replaced by the next list fetched."
        case .unreadable(.io(let message)):
            "The saved burger list could not be read (\(message)) and was ignored."
        case .notSaved(.io(let message)):
            "The burger list could not be saved for offline use (\(message))."
        }
    }
}

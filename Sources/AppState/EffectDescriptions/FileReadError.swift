/// Why the runtime could not read a file the app ships with. The result that carries it names the
/// file, so the error itself does not repeat the name.
public enum FileReadError: Error, Equatable, Codable, Sendable {
    /// No file by that name in the app's bundled files.
    case missing
    /// The file is there but could not be read (permissions, not a regular file, an I/O error).
    case unreadable(reason: String)
    /// The file is larger than the effect's `maxBytes`; nothing of it was kept.
    case tooLarge(limit: Int)
}

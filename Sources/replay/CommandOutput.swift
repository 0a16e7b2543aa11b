import Foundation

/// Where a command's text goes, and where `-` reads a log from. `main` passes the process's own
/// streams; tests pass writers that collect the text, through the same entry point.
struct CommandOutput {
    /// The result: a state, a listing, a summary.
    var standardOutput: (String) -> Void
    /// Messages: errors, warnings, what was migrated or verified.
    var standardError: (String) -> Void
    /// Read when the log is given as `-`.
    var standardInput: FileHandle = .standardInput
}

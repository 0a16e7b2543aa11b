/// Every exit code `replay` returns, in one place; the manual's EXIT STATUS section lists them.
enum ExitCode: Int32, Sendable {
    /// The log replayed, verified, compared equal, or shrank.
    case success = 0
    /// A checkpoint diverged (`--verify`, `replay verify`), compared logs differ (`--compare`), or
    /// `replay shrink` found no subsequence that reaches the condition.
    case difference = 1
    /// Bad input: arguments, or a log that cannot be read (missing, a directory, malformed, foreign).
    case badInput = 2
}

/// The sizes readers and writers of the log agree on, so a writer never writes a line a reader
/// refuses.
package enum LogLimits {
    /// The longest line, newline excluded: 64 MiB. A response body is at most a few megabytes;
    /// spelled as a JSON string (control characters escaped as `\u00xx`) it stays far below.
    package static let lineBytes = 64 * 1024 * 1024
}

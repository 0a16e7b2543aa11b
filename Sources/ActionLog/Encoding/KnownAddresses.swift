import Foundation

/// Addresses a log's reader expects to meet again, each as the `URL` the replay already holds: an
/// image's answer names the address its load asked for, and reading that text as the load's own
/// `URL` spares parsing it again (Foundation's parse costs about 7,000 instructions an address).
///
/// Only an address with no base is kept: its text read by `URL(string:)` gives an equal `URL`
/// (same text, same hash, same parts), so a replay reads the same values either way. The last
/// `capacity` addresses are kept, oldest first (answers mostly come in the order of their loads),
/// and found by comparing texts: no hashing of long addresses, and memory bounded on any log.
///
/// One per `LogReader`, which lends it to each line's `LogCursor` without counting references.
@usableFromInline
package final class KnownAddresses {
    private var addresses: [(text: [UInt8], url: URL)] = []
    static let capacity = 64

    @usableFromInline
    package init() {}

    /// Keeps `url` to be met again by its text.
    package func remember(_ url: URL) {
        guard url.baseURL == nil else { return }
        if addresses.count == Self.capacity { addresses.removeFirst() }
        addresses.append((Array(url.absoluteString.utf8), url))
    }

    /// The address kept for the text `utf8` (a line's own bytes, no string made), if any.
    package func url(for utf8: UnsafeRawBufferPointer) -> URL? {
        addresses.first { kept in kept.text.withUnsafeBytes { LogCursorName.same($0, utf8) } }?.url
    }
}

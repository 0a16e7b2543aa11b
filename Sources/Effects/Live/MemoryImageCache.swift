import Foundation

/// Image bytes kept in memory, bounded by their total size: when a new image does not fit, the
/// least recently used ones are dropped first. An image larger than the whole budget is not kept.
package final class MemoryImageCache: @unchecked Sendable {
    private struct Entry {
        var data: Data
        var lastUse: UInt64
    }

    /// The most bytes the cache holds at once.
    package let byteLimit: Int
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var useCounter: UInt64 = 0
    private var bytes = 0

    package init(byteLimit: Int) { self.byteLimit = max(0, byteLimit) }

    /// The total size of the images held now.
    package var totalBytes: Int { lock.withLock { bytes } }

    /// The bytes cached for `url`, marking them as the most recently used.
    package func data(for url: URL) -> Data? {
        lock.withLock {
            guard var entry = entries[url.absoluteString] else { return nil }
            useCounter += 1
            entry.lastUse = useCounter
            entries[url.absoluteString] = entry
            return entry.data
        }
    }

    /// Keeps `data` for `url`, dropping least recently used images until it fits.
    package func store(_ data: Data, for url: URL) {
        lock.withLock {
            let key = url.absoluteString
            if let old = entries.removeValue(forKey: key) { bytes -= old.data.count }
            guard data.count <= byteLimit else { return }
            while bytes + data.count > byteLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                entries[oldest.key] = nil
                bytes -= oldest.value.data.count
            }
            useCounter += 1
            entries[key] = Entry(data: data, lastUse: useCounter)
            bytes += data.count
        }
    }
}

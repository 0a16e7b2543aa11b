import AppState
import Foundation

/// The small key-value store behind `Effect.persist` and `Effect.load`: one file per key in a
/// folder, each written atomically (a temporary file renamed over the old one), so a crash leaves
/// the old value or the new one, never a torn file.
package struct FileKeyValueStore: Sendable {
    package let folder: URL

    package init(folder: URL) { self.folder = folder }

    /// The value under `key`, or `nil` when nothing is stored there.
    package func value(for key: StorageKey) -> Result<Data?, StorageError> {
        Result { () throws(StorageError) in try AtomicFile.read(try fileURL(for: key)) }
    }

    /// Stores `value` under `key`, or removes the key when `value` is `nil`; returns why not, if not.
    package func setValue(_ value: Data?, for key: StorageKey) -> StorageError? {
        do {
            let url = try fileURL(for: key)
            if let value { try AtomicFile.write(value, to: url) } else { try AtomicFile.remove(url) }
            return nil
        } catch {
            return error
        }
    }

    /// Keys are plain file names (`PlainFileName`).
    private func fileURL(for key: StorageKey) throws(StorageError) -> URL {
        guard PlainFileName.isValid(key.rawValue) else {
            throw .io("invalid storage key \"\(key)\": use letters, digits, '.', '-' and '_'")
        }
        return folder.appendingPathComponent(key.rawValue)
    }
}

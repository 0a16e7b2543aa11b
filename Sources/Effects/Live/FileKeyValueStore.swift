import AppState
import Foundation

/// The small key-value store behind `Effect.persist` and `Effect.load`: one file per key in a
/// folder, each written atomically (a temporary file renamed over the old one), so a crash leaves
/// the old value or the new one, never a torn file.
public struct FileKeyValueStore: Sendable {
    public let folder: URL

    public init(folder: URL) { self.folder = folder }

    /// The value under `key`, or `nil` when nothing is stored there.
    public func value(for key: StorageKey) -> Result<Data?, StorageError> {
        Result { () throws(StorageError) in try AtomicFile.read(try fileURL(for: key)) }
    }

    /// Stores `value` under `key`, or removes the key when `value` is `nil`; returns why not, if not.
    public func setValue(_ value: Data?, for key: StorageKey) -> StorageError? {
        do {
            let url = try fileURL(for: key)
            if let value { try AtomicFile.write(value, to: url) } else { try AtomicFile.remove(url) }
            return nil
        } catch {
            return error
        }
    }

    /// Keys are file names: letters, digits, `.`, `-` and `_`, not starting with a dot.
    private func fileURL(for key: StorageKey) throws(StorageError) -> URL {
        let allowed = key.rawValue.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
        }
        guard allowed, !key.rawValue.isEmpty, !key.rawValue.hasPrefix(".") else {
            throw .io("invalid storage key \"\(key)\": use letters, digits, '.', '-' and '_'")
        }
        return folder.appendingPathComponent(key.rawValue)
    }
}

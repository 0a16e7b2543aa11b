import AppState
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Whole-file writes that a crash never leaves half done: the bytes go to a temporary file in the
/// same folder, are synced to disk, and the temporary file is renamed over the destination
/// (`rename(2)` replaces it atomically). A reader sees the old file or the new one, never a mix.
///
/// What it writes is private: files are created 0600 and folders 0700, since they hold favorites,
/// cached images and server answers.
enum AtomicFile {
    /// Writes `data` to `url`, creating its folder when needed.
    static func write(_ data: Data, to url: URL) throws(StorageError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                throw StorageError.io("cannot create \(temporary.path): \(String(cString: strerror(errno)))")
            }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .io("cannot write \(url.lastPathComponent): \(error)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .io("cannot rename into \(url.lastPathComponent): \(reason)")
        }
    }

    /// The bytes at `url`, or `nil` when there is no file there.
    static func read(_ url: URL) throws(StorageError) -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do { return try Data(contentsOf: url) } catch {
            throw .io("cannot read \(url.lastPathComponent): \(error)")
        }
    }

    /// Removes the file at `url`; a missing file is not an error.
    static func remove(_ url: URL) throws(StorageError) {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do { try FileManager.default.removeItem(at: url) } catch {
            throw .io("cannot remove \(url.lastPathComponent): \(error)")
        }
    }
}

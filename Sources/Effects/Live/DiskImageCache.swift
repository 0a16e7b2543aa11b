import ActionLog
import AppState
import Foundation

/// Image bytes kept on disk, one file per image, named by the SHA-256 of its address in hex: the
/// address itself never appears in a file name, so no address can escape the folder or leak in a
/// listing. Files are written atomically; an unreadable file counts as a miss. Nothing here trims
/// the folder: an app puts it in the platform's caches directory, which the system may purge.
package struct DiskImageCache: Sendable {
    package let folder: URL

    package init(folder: URL) { self.folder = folder }

    /// The file that holds (or would hold) the image at `url`.
    package func fileURL(for url: URL) -> URL {
        folder.appendingPathComponent(SHA256.hex(of: Data(url.absoluteString.utf8)))
    }

    package func data(for url: URL) -> Data? {
        (try? AtomicFile.read(fileURL(for: url))) ?? nil
    }

    package func store(_ data: Data, for url: URL) throws(StorageError) {
        try AtomicFile.write(data, to: fileURL(for: url))
    }
}

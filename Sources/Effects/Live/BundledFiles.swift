import AppState
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The files an app ships with, read-only, behind `Effect.readBundledFile`: a folder (an app's
/// resources, or the one `appcore --films-files` is given) from which a plain file name is read,
/// bounded in size. Each failure is a `FileReadError`; nothing here throws.
package struct BundledFiles: Sendable {
    /// The folder; `nil` when the runtime was given none, and every read fails saying so.
    package let folder: URL?

    package init(folder: URL?) { self.folder = folder }

    /// The bytes of the file `name`: missing, unreadable, or over `maxBytes`, as the error says.
    package func read(_ name: String, maxBytes: Int) -> Result<Data, FileReadError> {
        guard let folder else { return .failure(.unreadable(reason: "no folder of bundled files was given")) }
        guard PlainFileName.isValid(name) else {
            return .failure(.unreadable(reason: "not a plain file name: use letters, digits, '.', '-' and '_'"))
        }
        let limit = max(0, maxBytes)
        let descriptor = open(folder.appendingPathComponent(name).path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return .failure(code == ENOENT ? .missing : .unreadable(reason: String(cString: strerror(code))))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(reason: String(cString: strerror(errno)))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.unreadable(reason: "not a regular file")) }
        guard status.st_size <= limit else { return .failure(.tooLarge(limit: limit)) }
        do {
            // One byte past the limit tells a file that grew since `fstat` from one that fits.
            let contents = try handle.read(upToCount: limit == Int.max ? limit : limit + 1) ?? Data()
            guard contents.count <= limit else { return .failure(.tooLarge(limit: limit)) }
            return .success(contents)
        } catch {
            return .failure(.unreadable(reason: "\(error)"))
        }
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a run without `--data` keeps its store and image cache: a folder made with `mkdtemp`
/// (a new name, mode 0700, so nothing planted beforehand is followed or read) and removed when the
/// process exits, whichever way it ends but a kill.
enum PrivateDataFolder {
    /// The folder to remove at exit, once made; only the main thread sets it, before any exit.
    nonisolated(unsafe) private static var made: String?

    /// Makes the folder and arranges its removal; `nil` when the temporary folder refuses.
    static func make() -> URL? {
        var template = Array((FileManager.default.temporaryDirectory.path + "/appcore-data-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard let created else { return nil }
        let path = String(cString: created)
        made = path
        atexit { PrivateDataFolder.remove() }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    private static func remove() {
        guard let made else { return }
        try? FileManager.default.removeItem(atPath: made)
    }
}

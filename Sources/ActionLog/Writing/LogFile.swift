import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens the file a log is written to, the safe way: a regular file only (never a FIFO, a device,
/// a directory or a symbolic link, which a log would otherwise replace or write through), created
/// private (0600) when new, opened to append, and locked so that one writer at a time holds it.
enum LogFile {
    /// The open file and its size when opened. The lock lasts until the handle is closed (or the
    /// process ends, however it ends).
    static func open(_ url: URL) throws(LogError) -> (handle: FileHandle, size: UInt64) {
        let path = url.path
        let descriptor = path.withCString { name in
            Foundation.open(name, O_RDWR | O_CREAT | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else {
            let reason = errno == ELOOP ? "is a symbolic link: give the log's own path" : String(cString: strerror(errno))
            throw LogError(file: path, line: nil, problem: .io("cannot open the log: \(reason)"))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw LogError(file: path, line: nil, problem: .io("cannot read the log's file status: \(String(cString: strerror(errno)))"))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw LogError(file: path, line: nil, problem: .io(
                "is not a regular file (a named pipe, a device or a directory): a log must be a file of its own"))
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            throw LogError(file: path, line: nil, problem: .io(
                "another writer has this log open (it is locked): a log has one writer at a time"))
        }
        return (handle, UInt64(status.st_size))
    }

    /// Whether the file open in `handle` has no name left: deleted (or replaced by a rename)
    /// while open.
    static func isDeleted(_ handle: FileHandle) -> Bool {
        var status = stat()
        return fstat(handle.fileDescriptor, &status) == 0 && status.st_nlink == 0
    }
}

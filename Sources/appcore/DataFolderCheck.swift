import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a folder given with `--data` must be, since it holds favorites, stored feeds and cached
/// images that the app trusts when it reads them back: a real folder (not a symbolic link someone
/// could point elsewhere), owned by the user running the app, that no other user can write to.
/// A folder that does not exist yet is made, mode 0700.
enum DataFolderCheck {
    /// Why `path` cannot hold the app's data, or `nil` when it can (made if it was missing).
    static func refusal(of path: String) -> String? {
        var status = stat()
        if lstat(path, &status) != 0 {
            guard errno == ENOENT else { return "--data \(path) cannot be read: \(String(cString: strerror(errno)))" }
            do {
                try FileManager.default.createDirectory(
                    atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                return nil
            } catch {
                return "--data \(path) cannot be made: \(error.localizedDescription)"
            }
        }
        let type = status.st_mode & S_IFMT
        if type == S_IFLNK { return "--data \(path) is a symbolic link: give the folder it points to, if it is yours" }
        guard type == S_IFDIR else { return "--data \(path) is not a folder" }
        guard status.st_uid == geteuid() else {
            return "--data \(path) belongs to user \(status.st_uid), not to this user (\(geteuid()))"
        }
        let permissions = status.st_mode & 0o777
        guard permissions & 0o022 == 0 else {
            return "--data \(path) can be written by other users (mode \(String(permissions, radix: 8))): run chmod go-w on it"
        }
        return nil
    }
}

import ActionLog
import Foundation

/// The file a log is read from: the path given, or for `-` a temporary copy of standard input
/// (streamed to disk, since a debugging view may read the log more than once).
struct LogSource {
    let url: URL
    /// How messages name the log: the path as given, `-` for standard input.
    let name: String
    private let isTemporary: Bool

    init(path: String, standardInput: FileHandle) throws(LogError) {
        name = path
        guard path == "-" else {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw LogError(file: path, line: nil, problem: .io(
                    "is a directory, not a log; to verify every log in it, run: replay verify \(path)"))
            }
            url = URL(fileURLWithPath: path)
            isTemporary = false
            return
        }
        url = FileManager.default.temporaryDirectory.appendingPathComponent("replay-stdin-\(UUID().uuidString).jsonl")
        isTemporary = true
        guard FileManager.default.createFile(atPath: url.path, contents: nil), let copy = try? FileHandle(forWritingTo: url) else {
            throw LogError(file: "-", line: nil, problem: .io("cannot make a temporary copy of standard input in \(url.deletingLastPathComponent().path)"))
        }
        defer { try? copy.close() }
        do {
            while let chunk = try standardInput.read(upToCount: 64 * 1024), !chunk.isEmpty { try copy.write(contentsOf: chunk) }
        } catch {
            throw LogError(file: "-", line: nil, problem: .io("reading standard input failed: \(error.localizedDescription)"))
        }
    }

    /// `error` naming this log as given, not as an absolute path or the temporary copy.
    func named(_ error: LogError) -> LogError {
        guard error.file == url.path else { return error }
        var renamed = error
        renamed.file = name
        return renamed
    }

    /// Removes the temporary copy, if any.
    func close() {
        if isTemporary { try? FileManager.default.removeItem(at: url) }
    }
}

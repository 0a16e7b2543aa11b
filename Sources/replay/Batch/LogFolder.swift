import ActionLog
import Foundation

/// The logs of a folder, for the commands that take one (`replay verify DIR`, `replay coverage DIR`).
enum LogFolder {
    /// The paths inside `directory` of its logs (`*.jsonl`, in sub-folders too, none under a
    /// hidden folder) that `isIncluded`, sorted by their bytes. `fileGiven` is the error's advice
    /// when `directory` is a file. A `directory` that is a symbolic link to a folder is followed.
    static func logs(in directory: String, fileGiven: String, where isIncluded: (String) -> Bool = { _ in true }) throws(LogError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw LogError(file: directory, line: nil, problem: .io("no such folder"))
        }
        guard isDirectory.boolValue else {
            throw LogError(file: directory, line: nil, problem: .io("is a file, not a folder; \(fileGiven)"))
        }
        // Walked through its real path: the enumerator does not enter a root that is a symbolic
        // link (a `Sessions` linked into a work folder), and would report no log at all.
        let root = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard let walk = FileManager.default.enumerator(atPath: root) else {
            throw LogError(file: directory, line: nil, problem: .unreadable)
        }
        var files: [String] = []
        while let path = walk.nextObject() as? String {
            guard path.hasSuffix(".jsonl"), !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            if isIncluded(path) { files.append(path) }
        }
        return files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}

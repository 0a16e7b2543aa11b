import ActionLog
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the same bytes cost other readers, measured in the same run as a replay of them, so that
/// a figure in MB/s can be judged on a machine other than the one its goal was set on: the floor
/// of reading a log's lines at all (the files read and split at each newline), a general JSON
/// parser reading every line and every document inside one (Python's `json`, and `orjson` where it
/// is installed), as the issue that set the 300 MB/s goal measured them, and this build's own
/// parser doing the same job: what the replay costs beyond parsing its bytes. The documents are
/// those a replay decodes: a result's `body` (an HTTP response, a bundled file) and its `value`
/// (a stored value read back, such as Dining's reservation or Burgers' saved list); a document
/// none of them reads whole (a trailing comma, which Dining's reservation has) is read as far as
/// it goes.
///
/// A shared machine runs for seconds at a time at half its speed or less (the same command, run
/// again and again, took one of two times apart by 1.7×), so each anchor is read in short slices
/// that alternate with slices of the replay itself, and the replay is judged by the median of the
/// ratios of neighbouring slices: both sides of a ratio ran at the same moment.
enum Anchors {
    static let lineSplit = "line split"
    static let pythonJSON = "Python json"
    static let orjson = "Python orjson"
    static let ownParser = "this build's JSON parser"

    /// The name of `reader`'s figure on `app`'s sessions.
    static func name(of reader: String, app: String) -> String { "anchor: \(reader), \(app)'s sessions" }

    /// Whether `figure` is `reader`'s, on any app's sessions.
    static func isFigure(_ figure: Figure, of reader: String) -> Bool {
        figure.anchoring != nil && figure.name.hasPrefix("anchor: \(reader),")
    }

    /// How many slices of each anchor, each paired with one of the replay.
    static let pairs = 7
    /// How long a slice reads the files again and again.
    static let sliceSeconds = 0.25

    /// Each anchor's figure on `files`, `app`'s sessions: its median MB/s and the median ratio of
    /// the replay's MB/s to it (`replayRate` replays the files for a slice and gives its MB/s); the
    /// Python ones only where `python3` (and the module) is there to run them.
    static func measure(files: [URL], of app: String, anchoring row: String, replayRate: () throws -> Double) throws -> [Figure] {
        let readers: [(String, () throws -> Double?)] = [
            (lineSplit, { try lineSplitRate(files) }),
            (pythonJSON, { python("json", files) }),
            (orjson, { python("orjson", files) }),
            (ownParser, { try ownParserRate(files) }),
        ]
        var figures: [Figure] = []
        for (reader, rate) in readers {
            var rates: [Double] = []
            var ratios: [Double] = []
            for _ in 0..<pairs {
                guard let anchor = try rate(), anchor > 0 else { break }
                rates.append(anchor)
                ratios.append(try replayRate() / anchor)
            }
            guard rates.count == pairs else { continue }
            let figure = Figure(
                name: name(of: reader, app: app), count: 0, nanoseconds: 0,
                note: String(format: "%.1f MB/s, the same bytes; the replay %.2f× of it", median(rates), median(ratios)),
                megabytesPerSecond: median(rates), anchoring: row, pairedRatio: median(ratios))
            figures.append(figure)
        }
        return figures
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// MB/s of `round` (which reads the files once and gives the bytes it read), run again and
    /// again for a slice.
    static func sliceRate(_ round: () throws -> Int) rethrows -> Double {
        var bytes = 0
        let start = DispatchTime.now().uptimeNanoseconds
        var elapsed = 0.0
        while elapsed < sliceSeconds {
            bytes += try round()
            elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        return Double(bytes) / 1_048_576 / elapsed
    }

    /// MB/s of reading `files` and counting their lines.
    private static func lineSplitRate(_ files: [URL]) throws -> Double {
        try rate(files) { _ in 1 }
    }

    /// MB/s of this build's JSON parser doing the job of the Python script below: every line parsed
    /// to a tree (`JSONValue`, as `loads` makes Python objects), and every document a result
    /// carries (`body`, `value`) parsed too where it is JSON. No model is made and nothing is folded.
    private static func ownParserRate(_ files: [URL]) throws -> Double {
        try rate(files, parsedTrees)
    }

    /// MB/s of reading `files` again and again for a slice, each split at its newlines and each
    /// non-empty line given to `count` (what it gives is summed and kept, so that the work is done).
    private static func rate(_ files: [URL], _ count: (UnsafeRawBufferPointer) -> Int) throws -> Double {
        try sliceRate {
            try files.reduce(0) { bytes, file in
                let data = try Data(contentsOf: file)
                var total = 0
                data.withUnsafeBytes { buffer in
                    guard let base = buffer.baseAddress else { return }
                    var start = 0
                    while start < buffer.count {
                        let end = memchr(base + start, 0x0A, buffer.count - start).map { UnsafeRawPointer($0) - base } ?? buffer.count
                        if end > start { total += count(UnsafeRawBufferPointer(rebasing: buffer[start..<end])) }
                        start = end + 1
                    }
                }
                consume(total)
                return bytes + data.count
            }
        }
    }

    /// How many trees `line` and the documents its result carries parse to.
    private static func parsedTrees(_ line: UnsafeRawBufferPointer) -> Int {
        guard let value = try? JSONValue(parsing: line) else { return 0 }
        guard case .object(let members)? = value["result"] else { return 1 }
        return members.reduce(1) { trees, member in
            documentKeys.reduce(trees) { trees, key in
                guard case .string(let document)? = member.value[key], (try? JSONValue(parsing: Data(document.utf8))) != nil
                else { return trees }
                return trees + 1
            }
        }
    }

    /// The members of a result that hold a document a replay decodes: a response's or a bundled
    /// file's `body`, a stored value's `value`.
    private static let documentKeys = ["body", "value"]

    /// MB/s of `module`'s `loads` over every line and every document of a result, as the
    /// script below prints it; `nil` where Python or the module is missing or the script fails.
    private static func python(_ module: String, _ files: [URL]) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, module, String(sliceSeconds)] + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Reads the files (`argv[3...]`) again and again for at least `argv[2]` seconds: each file
    /// read and split into lines, each line parsed, and each document a result carries (`body`,
    /// `value`) parsed too where it is JSON; prints MB/s of log.
    private static let script = """
        import importlib, sys, time
        loads = importlib.import_module(sys.argv[1]).loads
        minimum, files = float(sys.argv[2]), sys.argv[3:]
        size, start, elapsed = 0, time.perf_counter(), 0.0
        while elapsed < minimum:
            for name in files:
                with open(name, "rb") as file:
                    data = file.read()
                size += len(data)
                for line in data.split(b"\\n"):
                    if not line:
                        continue
                    value = loads(line)
                    result = value.get("result") if isinstance(value, dict) else None
                    for member in (result.values() if isinstance(result, dict) else ()):
                        for key in ("body", "value"):
                            document = member.get(key) if isinstance(member, dict) else None
                            if isinstance(document, str):
                                try:
                                    loads(document)
                                except ValueError:
                                    pass
            elapsed = time.perf_counter() - start
        print(size / 1048576 / elapsed)
        """
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the same bytes cost other readers, measured in the same run as a replay of them, so that
/// a figure in MB/s can be judged on a machine other than the one its goal was set on: the floor
/// of reading a log's lines at all (the files read and split at each newline), and a general JSON
/// parser reading every line and every body inside one (Python's `json`, and `orjson` where it is
/// installed), as the issue that set the 300 MB/s goal measured them.
enum Anchors {
    static let lineSplitName = "anchor: line split"
    static let pythonJSONName = "anchor: Python json"
    static let orjsonName = "anchor: Python orjson"

    /// Each anchor's figure on `files`, `app`'s sessions, read again and again for at least
    /// `minimumSeconds`, in its median round (a round disturbed by the machine's other work does
    /// not move it); the Python ones only where `python3` (and the module) is there to run them.
    static func measure(files: [URL], of app: String, anchoring row: String, minimumSeconds: Double) throws -> [Figure] {
        var figures = [try lineSplit(files, minimumSeconds: minimumSeconds)]
        for (name, module) in [(pythonJSONName, "json"), (orjsonName, "orjson")] {
            if let rate = python(module, files, minimumSeconds: minimumSeconds) {
                figures.append(Figure(name: name, count: 0, nanoseconds: 0, megabytesPerSecond: rate))
            }
        }
        for index in figures.indices {
            figures[index].anchoring = row
            figures[index].name += ", \(app)'s sessions"
            figures[index].note = String(format: "%.1f MB/s, the same bytes", figures[index].megabytesPerSecond ?? 0)
        }
        return figures
    }

    private static func lineSplit(_ files: [URL], minimumSeconds: Double) throws -> Figure {
        var roundSeconds: [Double] = []
        var total = 0.0
        var bytes = 0
        var lines = 0
        while total < minimumSeconds {
            let roundStart = DispatchTime.now().uptimeNanoseconds
            (bytes, lines) = (0, 0)
            for file in files {
                let data = try Data(contentsOf: file)
                bytes += data.count
                lines += newlines(in: data)
            }
            roundSeconds.append(Double(DispatchTime.now().uptimeNanoseconds - roundStart) / 1e9)
            total += roundSeconds[roundSeconds.count - 1]
        }
        let median = roundSeconds.sorted()[roundSeconds.count / 2]
        return Figure(
            name: lineSplitName, count: lines, nanoseconds: median * 1e9 / Double(max(1, lines)),
            megabytesPerSecond: Double(bytes) / 1_048_576 / median)
    }

    private static func newlines(in data: Data) -> Int {
        data.withUnsafeBytes { buffer in
            guard var cursor = buffer.baseAddress else { return 0 }
            var count = 0
            var remaining = buffer.count
            while remaining > 0, let found = memchr(cursor, 0x0A, remaining) {
                count += 1
                let next = UnsafeRawPointer(found) + 1
                remaining -= next - cursor
                cursor = next
            }
            return count
        }
    }

    /// MB/s of `module`'s `loads` over every line and every `body` string of a result, as the
    /// script below prints it; `nil` where Python or the module is missing or the script fails.
    private static func python(_ module: String, _ files: [URL], minimumSeconds: Double) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, module, String(minimumSeconds)] + files.map(\.path)
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
    /// read and split into lines, each line parsed, and each body a result carries parsed too
    /// where it is JSON; prints MB/s of log in the median round.
    private static let script = """
        import importlib, sys, time
        loads = importlib.import_module(sys.argv[1]).loads
        minimum, files = float(sys.argv[2]), sys.argv[3:]
        rounds, total = [], 0.0
        while total < minimum:
            start, size = time.perf_counter(), 0
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
                        body = member.get("body") if isinstance(member, dict) else None
                        if isinstance(body, str):
                            try:
                                loads(body)
                            except ValueError:
                                pass
            rounds.append(time.perf_counter() - start)
            total += rounds[-1]
        print(size / 1048576 / sorted(rounds)[len(rounds) // 2])
        """
}

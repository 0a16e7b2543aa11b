import Dispatch
import LogReplay
import Reducers
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `logfuzz`: damaged logs never crash or hang the reader and `replay`, and every error names a
/// line. See `FuzzOptions.usage`.
@main
struct LogFuzzMain {
    static func main() {
        guard let options = FuzzOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
            FileHandle.standardError.write(Data((FuzzOptions.usage + "\n").utf8))
            exit(2)
        }
        let seeds = options.corpus.flatMap(logs(at:))
        guard !seeds.isEmpty else {
            FileHandle.standardError.write(Data("error: no .jsonl log in \(options.corpus)\n".utf8))
            exit(2)
        }
        let work = URL(fileURLWithPath: options.workFolder ?? defaultWorkFolder())
        try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let current = work.appendingPathComponent("current.jsonl")
        let watchdog = Watchdog(limit: options.hangSeconds, input: current, hang: work.appendingPathComponent("hang.jsonl"))
        watchdog.start()

        var random = SeededRandom(seed: options.seed)
        var counts: [FuzzOutcome: Int] = [:]
        var firstDefect: String?
        var slowest = 0.0
        let started = DispatchTime.now().uptimeNanoseconds
        // Every offset of the smallest log is tried first; the rest are random damages of any log.
        let smallest = seeds.min { $0.count < $1.count } ?? seeds[0]
        let truncations = smallest.count
        var inputs = 0
        while inputs < options.count, elapsed(since: started) < options.seconds {
            let input: [UInt8]
            if inputs < truncations {
                input = Array(smallest.prefix(inputs))
            } else {
                let seed = seeds[Int.random(in: 0..<seeds.count, using: &random)]
                var mutated = seed
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    mutated = Mutation.random(using: &random).apply(to: mutated, &random)
                }
                input = mutated
            }
            _ = FileManager.default.createFile(atPath: current.path, contents: Data(input))
            let begun = DispatchTime.now().uptimeNanoseconds
            watchdog.begin()
            let (outcome, error) = FuzzOutcome.of(current)
            watchdog.end()
            slowest = max(slowest, elapsed(since: begun))
            counts[outcome, default: 0] += 1
            if outcome.isDefect, firstDefect == nil {
                firstDefect = "input \(inputs), \(outcome.rawValue): \(error.map { "\($0)" } ?? "")"
                try? FileManager.default.copyItem(at: current, to: work.appendingPathComponent("defect-\(inputs).jsonl"))
            }
            inputs += 1
        }
        report(inputs: inputs, counts: counts, slowest: slowest, seconds: elapsed(since: started), options: options, firstDefect: firstDefect)
        try? FileManager.default.removeItem(at: current)
        exit(FuzzOutcome.allCases.contains { $0.isDefect && counts[$0, default: 0] > 0 } ? 1 : 0)
    }

    private static func report(
        inputs: Int, counts: [FuzzOutcome: Int], slowest: Double, seconds: Double, options: FuzzOptions, firstDefect: String?
    ) {
        if options.json {
            let fields = FuzzOutcome.allCases.map { "\"\($0.rawValue)\":\(counts[$0, default: 0])" }.joined(separator: ",")
            print(#"{"inputs":\#(inputs),"seed":\#(options.seed),"seconds":\#(Int(seconds)),"slowestInputMilliseconds":\#(Int(slowest * 1000)),"crashes":0,"hangs":0,"outcomes":{\#(fields)}}"#)
        } else {
            print("logfuzz: seed \(options.seed): \(inputs) inputs in \(String(format: "%.1f", seconds)) s, 0 crashes, 0 hangs, slowest input \(Int(slowest * 1000)) ms")
            for outcome in FuzzOutcome.allCases { print("  \(outcome.rawValue): \(counts[outcome, default: 0])") }
        }
        if let firstDefect { print("first defect: \(firstDefect)") }
    }

    private static func logs(at path: String) -> [[UInt8]] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        let files = isFolder.boolValue
            ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".jsonl") }.sorted().map { path + "/" + $0 }
            : [path]
        return files.compactMap { FileManager.default.contents(atPath: $0).map(Array.init) }
    }

    private static func defaultWorkFolder() -> String {
        let memory = "/dev/shm"
        let base = FileManager.default.fileExists(atPath: memory) ? memory : NSTemporaryDirectory()
        return base + "/logfuzz-\(ProcessInfo.processInfo.processIdentifier)"
    }

    private static func elapsed(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}

/// Ends the process when one input runs longer than `limit`, keeping that input.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var startedAt: UInt64?
    private let limit: Double
    private let input: URL
    private let hang: URL

    init(limit: Double, input: URL, hang: URL) {
        self.limit = limit
        self.input = input
        self.hang = hang
    }

    func begin() { lock.withLock { startedAt = DispatchTime.now().uptimeNanoseconds } }
    func end() { lock.withLock { startedAt = nil } }

    func start() {
        Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.5)
                let started = lock.withLock { startedAt }
                guard let started, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 > limit else { continue }
                try? FileManager.default.copyItem(at: input, to: hang)
                print("logfuzz: an input ran over \(Int(limit)) s: a hang, kept as \(hang.path)")
                exit(3)
            }
        }.start()
    }
}

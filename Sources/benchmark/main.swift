import ActionLog
import AppState
import Foundation
import Reducers

// The figures of docs/performance.md (release build):
//   swift build -c release --product benchmark && .build/release/benchmark [--json]

/// Generates a log of `count` actions, replays it, and prints this process's peak memory.
func memoryChild(_ count: Int) throws {
    let url = Workload.temporaryURL("memory")
    defer { try? FileManager.default.removeItem(at: url) }
    try LogGeneration.write(count, to: url)
    let outcome = try Replayer<ShowcaseFeature>().run(LogOpening(url: url))
    guard outcome.lastSeq == count else { throw OptionError(text: "replayed \(outcome.lastSeq) of \(count) actions") }
    print(String(format: "%.1f", peakResidentMiB()))
}

/// Runs the memory measurement in a fresh process, so earlier figures do not raise its peak.
func peakMemory(_ count: Int) throws -> Figure {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--memory-child", String(count)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, Double(text) != nil else {
        throw OptionError(text: "the memory run of \(count) actions failed: \(text)")
    }
    return Figure(name: "peak memory, generate + replay", count: count, nanoseconds: 0, note: "\(text) MiB")
}

func run(_ options: Options) throws -> [Figure] {
    var figures: [Figure] = []
    func add(_ figure: Figure) {
        figures.append(figure)
        if !options.json { Table.printRow(figure) }
    }
    if !options.json { Table.printHeader() }
    let actions = Workload.actions(options.actions)
    if options.includes("fold") { add(Measure.fold(actions, runs: options.runs)) }
    if options.includes("send") { add(try waiting { await Measure.storeSend(actions, runs: options.runs) }) }
    if options.includes("record") {
        add(try waiting { try await Measure.storeRecord(Workload.actions(options.recordActions), runs: options.runs) })
    }
    let log = Workload.temporaryURL("replay")
    defer { try? FileManager.default.removeItem(at: log) }
    if options.includes("replay") || options.includes("verify") || options.includes("decoder") {
        try LogGeneration.write(options.actions, to: log, checkpointInterval: options.checkpointInterval)
    }
    if options.includes("replay") { add(try Measure.replay(log, count: options.actions, verify: false, runs: options.runs)) }
    if options.includes("verify") { add(try Measure.replay(log, count: options.actions, verify: true, runs: options.runs)) }
    if options.includes("decoder") { add(try Measure.jsonDecoderBaseline(log, count: options.actions, runs: options.runs)) }
    if options.includes("sessions") { add(try SessionThroughput.measure(sessions: options.repository.appendingPathComponent("Sessions"))) }
    if options.includes("checkpoint") {
        let fixtures = options.repository.appendingPathComponent("Fixtures")
        add(try Measure.checkpoint("checkpoint: Showcase state", Workload.initialState, runs: options.runs))
        add(try Measure.checkpoint("checkpoint: Lunch, real feed", LunchStates.realFeed(fixtures: fixtures), runs: options.runs))
        add(try Measure.checkpoint("checkpoint: Lunch, 1,000 restaurants", LunchStates.feed(of: 1000, fixtures: fixtures), runs: options.runs))
    }
    if options.includes("policy") {
        let fixtures = options.repository.appendingPathComponent("Fixtures")
        for interval in [1, 10, 100, 1000] {
            add(try waiting {
                try await CheckpointPolicy.measure(interval: interval, fixtures: fixtures, inputs: 20_000, runs: options.runs)
            })
        }
    }
    if options.includes("largefeed") {
        for figure in try LargeFeed.measure(fixtures: options.repository.appendingPathComponent("Fixtures"), restaurants: 7_500) { add(figure) }
    }
    if options.includes("steps") { add(try Measure.stepsDiff(Workload.actions(options.stepsActions))) }
    if options.includes("memory") { for count in options.memoryCounts { add(try peakMemory(count)) } }
    return figures
}

/// What a measurement run by `waiting(for:)` gave; written by its task before the wait ends.
final class Outcome<T>: @unchecked Sendable { var result: Result<T, any Error>? }

/// Runs `body` on the concurrency runtime and waits for it. The main code stays synchronous, so
/// that an instruction counter (callgrind) can run the figures that need no store.
func waiting<T: Sendable>(for body: @escaping @Sendable () async throws -> T) throws -> T {
    let outcome = Outcome<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
        do { outcome.result = .success(try await body()) } catch { outcome.result = .failure(error) }
        done.signal()
    }
    done.wait()
    guard let result = outcome.result else { throw OptionError(text: "the measurement did not finish") }
    return try result.get()
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    if let count = options.memoryChild {
        try memoryChild(count)
    } else if let url = options.writeLog {
        try LogGeneration.write(options.actions, to: url, checkpointInterval: options.checkpointInterval)
    } else if let url = options.crashProbe {
        try waiting { try await CrashProbe.run(url) }
    } else {
        let figures = try run(options)
        if options.json { print(try Table.json(figures)) }
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}

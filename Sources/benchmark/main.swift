import Foundation

// The figures of docs/performance.md (release build):
//   swift build -c release --product benchmark && .build/release/benchmark [--json]

/// Measures the selected rows, each in a child process of its own when there are several.
func run(_ options: Options, arguments: [String]) throws -> [Figure] {
    var figures: [Figure] = []
    if !options.json { Table.printHeader() }
    let rows = Rows.selected(options)
    for row in rows {
        let measured = rows.count == 1 ? try Rows.measure(row, options) : try RowProcess.figures(of: row, arguments: arguments)
        if !options.json { measured.forEach(Table.printRow) }
        figures += measured
    }
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
    let arguments = Array(CommandLine.arguments.dropFirst())
    let options = try Options(arguments)
    if let row = options.row {
        print(try Table.json(try Rows.measure(row, options)))
    } else if let url = options.writeLog {
        try LogGeneration.write(options.actions, to: url, checkpointInterval: options.checkpointInterval, snapshotInterval: options.snapshotInterval)
    } else if let url = options.crashProbe {
        try waiting { try await CrashProbe.run(url) }
    } else {
        let figures = try run(options, arguments: arguments)
        if options.json { print(try Table.json(figures)) } else { Goals.print(Goals.verdicts(figures)) }
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}

import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// Runs one app from standard input: reads actions as JSON lines, sends them to a `ViewStore` with
/// the live runtime, and writes a JSON line for every input (see `DriverOutput`).
@MainActor
final class Driver<F: Feature> {
    private let store: ViewStore<F>
    private let options: DriveOptions

    init(_ feature: F.Type, options: DriveOptions, runner: any EffectRunner) throws(LogError) {
        store = try options.store(feature, runner: runner)
        self.options = options
        let detail = options.detail
        store.onStep = { DriverOutput.write(DriverOutput.line(for: $0, detail: detail)) }
    }

    /// Sends every line of `lines`, then waits (at most `settleSeconds`) for effects to finish and
    /// closes the log.
    func run(_ lines: AsyncStream<String>, settleSeconds: Double = 10) async {
        var number = 0
        for await line in lines {
            number += 1
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            do {
                let json = try JSONValue(parsing: Data(line.utf8))
                store.send(try F.Action(logValue: json, at: "action"))
            } catch let error as LogDecodingError {
                DriverOutput.write(DriverOutput.error("\(error)", line: number))
            } catch {
                DriverOutput.write(DriverOutput.error("not valid JSON", line: number))
            }
        }
        let deadline = ContinuousClock.now + .seconds(settleSeconds)
        while !store.isIdle, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        finish()
    }

    /// Closes the log; called at the end of input and on SIGINT or SIGTERM.
    func finish() {
        store.stopRecording()
        if let error = store.recordingError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        }
    }
}

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
    /// Whether the client was told the log could not be written.
    private var reportedRecordingError = false

    init(_ feature: F.Type, options: DriveOptions, runner: any EffectRunner) throws(LogError) {
        store = try options.store(feature, runner: runner)
        self.options = options
        let detail = options.detail
        store.onStep = { [weak self] step in
            DriverOutput.write(DriverOutput.line(for: step, detail: detail))
            self?.reportRecordingError()
        }
    }

    /// Tells the client, once, in a line of its own, that the log stopped being written (a full
    /// disk, a deleted file): the session goes on, but inputs after `writtenSeq` are not in the log.
    private func reportRecordingError() {
        guard !reportedRecordingError, let error = store.recordingError else { return }
        reportedRecordingError = true
        DriverOutput.write(DriverOutput.recordingError("\(error)", writtenSeq: store.writtenSeq))
    }

    /// Sends every line of `lines`, then waits (at most `settleSeconds`) for effects to finish and
    /// closes the log; the exit code: 0, or 1 when the log could not be written.
    func run(_ lines: AsyncStream<String>, settleSeconds: Double = 10) async -> Int32 {
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
        return finish() ? 0 : 1
    }

    /// Closes the log; called at the end of input and on SIGINT or SIGTERM. Returns whether the
    /// whole session is in the log.
    @discardableResult
    func finish() -> Bool {
        store.stopRecording()
        reportRecordingError()
        guard let error = store.recordingError else { return true }
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return false
    }
}

import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// Runs one app from standard input: reads actions (and commands) as JSON lines, sends the actions
/// to a `ViewStore` with the live runtime, and writes a JSON line for every input and command (see
/// `DriverOutput` and docs/driver-protocol.md).
@MainActor
final class Driver<F: Feature> {
    private let store: ViewStore<F>
    private let options: DriveOptions
    /// The state and the screen as the last line reported them, so that the next line lists only
    /// what changed.
    private let changes: LiveChanges<F>
    /// The number of the input line being sent, which the line answering it names.
    private var sendingLine: Int?
    /// Whether the client was told the log could not be written.
    private var reportedRecordingError = false

    init(_ feature: F.Type, options: DriveOptions, runner: any EffectRunner) throws(LogError) {
        store = try options.store(feature, runner: runner)
        self.options = options
        changes = LiveChanges(store.state)
        store.onStep = { [weak self] step in self?.report(step) }
    }

    private func report(_ step: Step<F>) {
        let (stateChanges, screen) = changes.changes(to: step.after)
        let written = options.logPath == nil ? nil : store.writtenSeq
        let line = if case .action = step.input { sendingLine } else { Int?.none }
        DriverOutput.write(DriverOutput.line(
            for: step, line: line, options: options, changes: stateChanges, state: changes.state, screen: screen, writtenSeq: written))
        reportRecordingError()
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
            let json: JSONValue
            do { json = try JSONValue(parsing: Data(line.utf8)) } catch {
                DriverOutput.write(DriverOutput.error("not valid JSON", line: number))
                continue
            }
            if case .string(let command)? = json["command"] {
                DriverOutput.write(answer(command, json, line: number))
                continue
            }
            do throws(LogDecodingError) {
                let action = try F.Action(logValue: json, at: "action")
                sendingLine = number
                store.send(action)
                sendingLine = nil
            } catch {
                DriverOutput.write(DriverOutput.error("\(error)", line: number))
            }
        }
        let deadline = ContinuousClock.now + .seconds(settleSeconds)
        while !store.isIdle, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        return finish() ? 0 : 1
    }

    /// The answer to a command line: `screen`, `state` (with an optional dotted `path`),
    /// `snapshot` and `flush` (which need `--log`); an error line for anything else.
    private func answer(_ command: String, _ json: JSONValue, line: Int) -> JSONValue {
        switch command {
        case "screen":
            return DriverOutput.answer(command, [("screen", F.screenValue(of: store.state))])
        case "state":
            let state = (try? JSONValue(encoding: store.state)) ?? .null
            guard case .string(let path)? = json["path"] else { return DriverOutput.answer(command, [("state", state)]) }
            guard let subtree = DriverOutput.subtree(of: state, at: path) else {
                return DriverOutput.error("the state has no path \(path)", line: line)
            }
            return DriverOutput.answer(command, [("path", .string(path)), ("state", subtree)])
        case "snapshot", "flush":
            guard options.logPath != nil else { return DriverOutput.error("\(command) needs --log: nothing is recorded", line: line) }
            if command == "snapshot" { store.recordSnapshot() }
            store.flushRecording()
            reportRecordingError()
            return DriverOutput.answer(command, [("writtenSeq", .int(Int64(store.writtenSeq)))])
        default:
            return DriverOutput.error("unknown command \"\(command)\"; the commands are screen, state, snapshot and flush", line: line)
        }
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

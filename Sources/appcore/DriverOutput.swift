import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The JSON lines `appcore drive` writes: one per input, one per command, or one per line it could
/// not read. See docs/driver-protocol.md.
enum DriverOutput {
    /// `{"seq":…,"input":"action"|"result","action":…,"changes":[…],"screen":[…]}`, with the input
    /// `line` an action came from, the state or a subtree when asked, and `writtenSeq` when recording. `action` is the action reduced (for
    /// a result, the one it decoded to; `null` when the app dropped it); `screen` lists what changed
    /// on screen, or, with `--screen`, is the whole screen after the input.
    /// `changes` are the state's (`LiveChanges`), `state` its tree after the step.
    static func line<F: Feature>(
        for step: Step<F>, line: Int?, options: DriveOptions, changes: JSONValue, state after: JSONValue,
        screen: (before: JSONValue, after: JSONValue), writtenSeq: Int?
    ) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("seq", .int(Int64(step.seq))),
            ("action", step.action?.logValue ?? .null),
            ("changes", changes),
            ("effects", .array(step.effects.map(\.logValue))),
            ("screen", options.wholeScreen ? screen.after : StateDiff(from: screen.before, to: screen.after).json),
        ]
        members.append(("input", .string(step.input.kind)))
        switch step.input {
        case .action: if let line { members.append(("line", .int(Int64(line)))) }
        case .result(let result): members.append(("result", result.logValue))
        }
        switch options.detail {
        case .changes: break
        case .fullState: members.append(("state", after))
        case .subtree(let path): members.append(("state", subtree(of: after, at: path) ?? .null))
        }
        if let writtenSeq { members.append(("writtenSeq", .int(Int64(writtenSeq)))) }
        return .logObject(members: members)
    }

    /// `{"command":NAME,…}`: the answer to a command line.
    static func answer(_ command: String, _ members: [(key: String, value: JSONValue)]) -> JSONValue {
        .logObject(members: [("command", .string(command))] + members)
    }

    /// `{"recordingError":…,"writtenSeq":N}`: the log stopped being written; inputs after `N`
    /// are not in it.
    static func recordingError(_ message: String, writtenSeq: Int) -> JSONValue {
        .logObject(members: [("recordingError", .string(message)), ("writtenSeq", .int(Int64(writtenSeq)))])
    }

    /// `{"error":…,"line":N}`: what was wrong with input line `line`.
    static func error(_ message: String, line: Int) -> JSONValue {
        .logObject(members: [("error", .string(message)), ("line", .int(Int64(line)))])
    }

    /// The value at a dotted path (`browser.entries`, `navigation.tabs.0`), if there is one.
    static func subtree(of value: JSONValue, at path: String) -> JSONValue? {
        path.split(separator: ".").reduce(Optional(value)) { value, key in
            switch value {
            case .object?: value?[String(key)]
            case .array(let items)?: Int(key).flatMap { items.indices.contains($0) ? items[$0] : nil }
            default: nil
            }
        }
    }

    static func write(_ value: JSONValue) {
        var bytes = CanonicalWriter.bytes(of: value)
        bytes.append(UInt8(ascii: "\n"))
        FileHandle.standardOutput.write(bytes)
    }
}

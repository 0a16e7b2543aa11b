import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// The JSON lines `appcore drive` writes: one per input, or one per line it could not read.
enum DriverOutput {
    /// `{"seq":…,"input":"action"|"result","action":…,"changes":[…]}`, with the state or a subtree
    /// when asked. `action` is the action reduced (for a result, the one it decoded to; `null` when
    /// the app dropped it).
    static func line<F: Feature>(for step: Step<F>, detail: DriveOptions.Detail) -> JSONValue {
        let before = (try? JSONValue(encoding: step.before)) ?? .null
        let after = (try? JSONValue(encoding: step.after)) ?? .null
        let changes = StateDiff(from: before, to: after).changes.map { change in
            JSONValue.logObject(members: [("path", .string(change.path))]
                + (change.old.map { [("old", $0)] } ?? []) + (change.new.map { [("new", $0)] } ?? []))
        }
        var members: [(key: String, value: JSONValue)] = [
            ("seq", .int(Int64(step.seq))),
            ("action", step.action?.logValue ?? .null),
            ("changes", .array(changes)),
            ("effects", .array(step.effects.map(\.logValue))),
        ]
        switch step.input {
        case .action: members.append(("input", .string("action")))
        case .result(let result):
            members.append(("input", .string("result")))
            members.append(("result", result.logValue))
        }
        switch detail {
        case .changes: break
        case .fullState: members.append(("state", after))
        case .subtree(let path): members.append(("state", subtree(of: after, at: path) ?? .null))
        }
        return .logObject(members: members)
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

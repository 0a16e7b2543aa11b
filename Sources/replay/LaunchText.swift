import ActionLog
import Reducers

/// Launches as `replay` shows them.
enum LaunchText {
    /// A launch line in `--steps`: the process it starts, when, from which state, and who wrote it.
    static func line(_ process: ProcessLaunch) -> String {
        let launch = process.launch
        let initial = switch launch.initial {
        case .named(let name): "the state named \(name)"
        case .state: "a state spelled out in the log"
        }
        let writer = launch.writer.map { " by " + Self.writer($0) } ?? ""
        return "— launch \(process.number) \(launch.time) (line \(process.line)): a new process from \(initial)\(writer)"
    }

    /// Who wrote a log or one of its launches, in one line: `MyApp 1.2 (42), iOS 18.1, iPhone15,2`.
    static func writer(_ writer: LogWriterInfo) -> String {
        var program = writer.program
        if let version = writer.version { program += " \(version)" }
        if let build = writer.build { program += " (\(build))" }
        return ([program] + [writer.os, writer.device].compactMap { $0 }).joined(separator: ", ")
    }
}

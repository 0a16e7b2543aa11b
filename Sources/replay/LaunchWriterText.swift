import ActionLog

/// Who wrote a log or one of its launches, in one line: `MyApp 1.2 (42), iOS 18.1, iPhone15,2`.
enum LaunchWriterText {
    static func text(_ writer: LogWriterInfo) -> String {
        var program = writer.program
        if let version = writer.version { program += " \(version)" }
        if let build = writer.build { program += " (\(build))" }
        return ([program] + [writer.os, writer.device].compactMap { $0 }).joined(separator: ", ")
    }
}

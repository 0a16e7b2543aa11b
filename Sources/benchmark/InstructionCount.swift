import Foundation

/// Instructions counted by callgrind, which do not move with the machine's load as times do: the
/// benchmark runs one of its own rows (`--row`) under `valgrind --tool=callgrind`, collecting
/// only inside the function that does the row's work, so that preparing it is not counted.
enum InstructionCount {
    static func name(verify: Bool) -> String { "instructions an input (callgrind): \(verify ? "--verify" : "replay")" }

    static func sessionsName(of app: String) -> String { "instructions of \(app)'s sessions (callgrind)" }

    /// An input of the Showcase replay (`replay`) or `--verify` walk: collected inside
    /// `Replayer.run` compiled for the Showcase feature, so generating the log is not counted.
    static func measure(verify: Bool, inputs: Int) throws -> Figure {
        let (count, _) = try counted(
            inside: "*ReplayerV3runyAC7OutcomeVyx_G06ActionA00A7OpeningVAH0A5ErrorVYKF8Reducers15ShowcaseFeatureO_Ts5",
            row: ["--row", verify ? "verify" : "replay", "--actions", "\(inputs)", "--runs", "1", "--alone"])
        let perInput = count / Double(inputs)
        return Figure(
            name: name(verify: verify), count: inputs, nanoseconds: 0,
            note: String(format: "%.0f instructions an input", perInput), instructionsPerInput: perInput)
    }

    /// An input and a byte of `app`'s bundled sessions replayed (`appsessions`), each file opened,
    /// read and closed: collected inside the replay of each file, at `inputs` inputs and at three
    /// times as many. The figure is the difference, so what a process does once (the runtime's
    /// first look-ups of types and conformances, millions of instructions) is left out.
    static func measureSessions(of app: String, repository: URL, inputs: Int) throws -> Figure {
        func replayed(_ inputs: Int) throws -> (instructions: Double, inputs: Int, bytes: Int) {
            let (count, figures) = try counted(
                inside: "*17SessionThroughputO6replay*3URLV*",
                row: ["--row", "appsessions", "--app", app, "--session-inputs", "\(inputs)", "--repo", repository.path])
            guard let figure = figures.first, let bytes = figure.inputBytes else {
                throw OptionError(text: "appsessions printed no figure for \(app)")
            }
            return (count, figure.count, bytes)
        }
        let fewer = try replayed(inputs), more = try replayed(3 * inputs)
        let instructions = more.instructions - fewer.instructions
        let perInput = instructions / Double(max(1, more.inputs - fewer.inputs))
        let perByte = instructions / Double(max(1, more.bytes - fewer.bytes))
        return Figure(
            name: sessionsName(of: app), count: more.inputs - fewer.inputs, nanoseconds: 0,
            note: String(format: "%.0f instructions an input, %.1f a byte (between %d and %d inputs)", perInput, perByte, fewer.inputs, more.inputs),
            instructionsPerInput: perInput, instructionsPerByte: perByte)
    }

    /// The function a read-ahead thread runs (`LogReadAhead.Channel.run()`), compiled for any app.
    private static let readAheadThread = "*ReadAheadC7ChannelC3runyyF*"

    /// Runs `row` (this executable's arguments) under callgrind, collecting only inside the
    /// functions whose names match `function`: the instructions counted and the row's figures.
    ///
    /// A long log is read ahead on a thread of its own (`Replayer.ReadAhead`): that thread's work is
    /// collected too, so the count is the whole of the work, on either core.
    private static func counted(inside function: String, row: [String]) throws -> (instructions: Double, figures: [Figure]) {
        guard let valgrind = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("valgrind") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw OptionError(text: "the instruction rows need valgrind on PATH") }
        let output = Workload.temporaryURL("callgrind")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = valgrind
        process.arguments = ["--tool=callgrind", "--callgrind-out-file=\(output.path)", "--toggle-collect=\(function)", "--toggle-collect=\(readAheadThread)", CommandLine.arguments[0]] + row
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0,
            let totals = text.split(separator: "\n").last(where: { $0.hasPrefix("totals:") || $0.hasPrefix("summary:") }),
            let count = totals.split(separator: " ").last.flatMap({ Double($0) }), count > 0
        else { throw OptionError(text: "callgrind counted nothing (exit status \(process.terminationStatus))") }
        return (count, (try? JSONDecoder().decode([Figure].self, from: printed)) ?? [])
    }
}

import Foundation

/// Instructions an input of the Showcase replay (`replay`) or `--verify` walk, counted by
/// callgrind: the benchmark runs its own `--row` under `valgrind --tool=callgrind`, collecting
/// only inside `Replayer.run` compiled for the Showcase feature, so generating the log is not
/// counted. Instruction counts do not move with the machine's load, as times do.
enum InstructionCount {
    static func name(verify: Bool) -> String { "instructions an input (callgrind): \(verify ? "--verify" : "replay")" }

    static func measure(verify: Bool, inputs: Int) throws -> Figure {
        guard let valgrind = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("valgrind") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw OptionError(text: "the instructions row needs valgrind on PATH") }
        let output = Workload.temporaryURL("callgrind")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = valgrind
        process.arguments = [
            "--tool=callgrind", "--callgrind-out-file=\(output.path)",
            "--toggle-collect=*ReplayerV3runyAC7OutcomeVyx_G06ActionA00A7OpeningVAH0A5ErrorVYKF8Reducers15ShowcaseFeatureO_Ts5",
            CommandLine.arguments[0], "--row", verify ? "verify" : "replay", "--actions", "\(inputs)", "--runs", "1", "--alone",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0,
            let totals = text.split(separator: "\n").last(where: { $0.hasPrefix("totals:") || $0.hasPrefix("summary:") }),
            let count = totals.split(separator: " ").last.flatMap({ Double($0) }), count > 0
        else { throw OptionError(text: "callgrind counted nothing (exit status \(process.terminationStatus))") }
        let perInput = count / Double(inputs)
        return Figure(
            name: name(verify: verify), count: inputs, nanoseconds: 0,
            note: String(format: "%.0f instructions an input", perInput), instructionsPerInput: perInput)
    }
}

import ActionLog
import Foundation

/// The command line of `replay shrink LOG (--watch PATH (--equals V | --differs-from V) | --until-diverges) --output FILE`.
struct ShrinkOptions: Equatable {
    /// What the state at the watched path must reach, after some input of the subsequence.
    enum Condition: Equatable {
        case equals(JSONValue)
        case differsFrom(JSONValue)

        func holds(for value: JSONValue?) -> Bool {
            switch self {
            case .equals(let expected): value == expected
            case .differsFrom(let other): value.map { $0 != other } ?? false
            }
        }
    }

    /// What the subsequence must still do.
    enum Goal: Equatable {
        /// Reach a state whose subtree at the path meets the condition.
        case state(StatePath, Condition)
        /// Replay like the recording up to the input where the whole log diverges, and diverge there.
        case divergence
    }

    var logPath: String
    var goal: Goal
    var outputPath: String

    static let synopsis = "replay shrink <log> (--watch PATH (--equals JSON | --differs-from JSON) | --until-diverges) --output FILE"

    static func parse(_ arguments: [String]) throws(UsageError) -> ShrinkOptions {
        var scanner = ArgumentScanner(arguments)
        var watch: StatePath?, condition: Condition?, output: String?, untilDiverges = false
        while let option = try scanner.nextOption() {
            switch option {
            case "--watch": watch = try StatePath(parsing: scanner.value("a state path such as favorites"))
            case "--equals", "--differs-from":
                guard condition == nil else { throw UsageError("give one of --equals and --differs-from") }
                let text = try scanner.value("a JSON value such as '[\"swift\"]' or '\"home\"'")
                guard let value = try? JSONValue(parsing: Data(text.utf8)) else {
                    throw UsageError("\(option) takes a JSON value (a text in double quotes: '\"home\"'), not \(text)")
                }
                condition = option == "--equals" ? .equals(value) : .differsFrom(value)
            case "--output": output = try scanner.value("a file for the shrunk log")
            case "--until-diverges": untilDiverges = true
            default: throw scanner.unknown()
            }
        }
        guard scanner.positional.count == 1 else {
            throw UsageError(scanner.positional.isEmpty ? "missing <log>" : "expected one <log>, got \(scanner.positional.count)")
        }
        guard let output else { throw UsageError("missing --output FILE") }
        if untilDiverges {
            guard watch == nil, condition == nil else { throw UsageError("--until-diverges cannot be combined with --watch, --equals or --differs-from") }
            return ShrinkOptions(logPath: scanner.positional[0], goal: .divergence, outputPath: output)
        }
        guard let watch else { throw UsageError("missing --watch PATH or --until-diverges") }
        guard let condition else { throw UsageError("missing --equals or --differs-from") }
        return ShrinkOptions(logPath: scanner.positional[0], goal: .state(watch, condition), outputPath: output)
    }
}

import ActionLog
import Foundation

/// The command line of `replay shrink LOG --watch PATH (--equals V | --differs-from V) --output FILE`.
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

    var logPath: String
    var watch: StatePath
    var condition: Condition
    var outputPath: String

    static let synopsis = "replay shrink <log> --watch PATH (--equals JSON | --differs-from JSON) --output FILE"

    static func parse(_ arguments: [String]) throws(UsageError) -> ShrinkOptions {
        var scanner = ArgumentScanner(arguments)
        var watch: StatePath?, condition: Condition?, output: String?
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
            default: throw scanner.unknown()
            }
        }
        guard scanner.positional.count == 1 else {
            throw UsageError(scanner.positional.isEmpty ? "missing <log>" : "expected one <log>, got \(scanner.positional.count)")
        }
        guard let watch else { throw UsageError("missing --watch PATH") }
        guard let condition else { throw UsageError("missing --equals or --differs-from") }
        guard let output else { throw UsageError("missing --output FILE") }
        return ShrinkOptions(logPath: scanner.positional[0], watch: watch, condition: condition, outputPath: output)
    }
}

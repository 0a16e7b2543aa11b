import Effects
import Foundation
import Reducers

/// `benchmark [--actions N] [--record-actions N] [--steps-actions N] [--session-inputs N] [--app NAME] [--timeline-inputs N]
/// [--tool-inputs N,N…] [--instruction-inputs N] [--session-instruction-inputs N] [--scale-inputs N,N…] [--memory N,N…] [--runs N]
/// [--checkpoint-interval N] [--only FIGURE,…] [--repo PATH] [--json]`,
/// or `benchmark --actions N --write-log FILE [--snapshot-interval N]`, see `docs/performance.md`.
struct Options {
    var actions = 1_000_000
    var recordActions = 1_000_000
    var stepsActions = 20_000
    /// How many inputs each app's bundled sessions are replayed to (`appsessions`, `appverify`).
    var sessionInputs = 1_000_000
    /// The one app whose sessions `appsessions` replays; every app's when `nil`.
    var app: String?
    var memoryCounts = [1_000_000, 10_000_000]
    /// The lengths of each app's long log (`appscale`).
    var scaleCounts = [100_000, 1_000_000]
    /// The inputs of the generated log the timeline page is written for (`timeline`).
    var timelineInputs = 100_000
    /// The lengths of the generated logs `--steps` and `--watch` walk (`tools`).
    var toolCounts = [10_000, 100_000]
    /// The inputs of the generated log whose replay callgrind counts (`instructions`).
    var instructionInputs = 20_000
    /// Each app's sessions are counted by callgrind at this many inputs and at three times as
    /// many (`appinstructions`): the instructions between the two, one-time costs left out.
    var sessionInstructionInputs = 2_000
    var runs = 3
    /// The state hash interval of the generated log that replay and verify read.
    var checkpointInterval = Recorder<ShowcaseFeature>.defaultCheckpointInterval
    var repository = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var json = false
    /// The figures to measure (`--only fold,send,record,replay,verify,decoder,instructions,sessions,appsessions,appverify,appinstructions,anchors,checkpoint,policy,largefeed,steps,timeline,tools,memory`,
    /// and `appscale` only when named);
    /// all when empty.
    var only: Set<String> = []
    /// Internal: measure this one row (`Rows`) in this process and print its figures as JSON.
    var row: String?
    /// Internal: measure a row's own work alone, with nothing run beside it for comparison
    /// (`--alone`: callgrind counting `--verify`'s walk, `InstructionCount`).
    var alone = false
    /// Internal: record to this file until killed (the crash test).
    var crashProbe: URL?
    /// Write the generated log of `--actions` actions to this file and stop (the timeline figure).
    var writeLog: URL?
    /// The inputs between two snapshots of the log `--write-log` writes; none when `nil`.
    var snapshotInterval: Int?

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw OptionError(text: "\(flag) needs a value") }
            return next
        }
        /// `text` as a positive number, `_` allowed between digits.
        func positive(_ flag: String, _ text: some StringProtocol) throws -> Int {
            let digits = text.replacingOccurrences(of: "_", with: "")
            guard let number = Int(digits), number > 0 else { throw OptionError(text: "\(flag): \(digits) is not a positive number") }
            return number
        }
        func number(_ flag: String) throws -> Int { try positive(flag, try value(flag)) }
        func counts(_ flag: String, _ list: String) throws -> [Int] {
            try list.split(separator: ",").map { try positive(flag, $0) }
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--actions": actions = try number(argument)
            case "--record-actions": recordActions = try number(argument)
            case "--steps-actions": stepsActions = try number(argument)
            case "--session-inputs": sessionInputs = try number(argument)
            case "--app": app = try value(argument)
            case "--timeline-inputs": timelineInputs = try number(argument)
            case "--instruction-inputs": instructionInputs = try number(argument)
            case "--session-instruction-inputs": sessionInstructionInputs = try number(argument)
            case "--runs": runs = try number(argument)
            case "--checkpoint-interval": checkpointInterval = try number(argument)
            case "--repo": repository = URL(fileURLWithPath: try value(argument))
            case "--json": json = true
            case "--alone": alone = true
            case "--only": only = Set(try value(argument).split(separator: ",").map(String.init))
            case "--row": row = try value(argument)
            case "--crash-probe": crashProbe = URL(fileURLWithPath: try value(argument))
            case "--write-log": writeLog = URL(fileURLWithPath: try value(argument))
            case "--snapshot-interval": snapshotInterval = try number(argument)
            case "--tool-inputs": toolCounts = try counts(argument, try value(argument))
            case "--scale-inputs": scaleCounts = try counts(argument, try value(argument))
            case "--memory":
                let list = try value(argument)
                memoryCounts = list == "none" ? [] : try counts(argument, list)
            default: throw OptionError(text: "unknown argument \(argument)")
            }
        }
    }
}

struct OptionError: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
}

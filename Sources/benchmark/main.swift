import ActionLog
import AppState
import Effects
import Foundation
import Reducers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Measures writing and replaying a long generated session (release build):
//   swift run -c release benchmark [actions] [checkpoint-interval] [--keep PATH]
// then, for the replay tool's own peak memory:
//   /usr/bin/time -v .build/release/replay --verify PATH

let arguments = Array(CommandLine.arguments.dropFirst())
let actionCount = Int(arguments.first ?? "") ?? 100_000
let checkpointInterval = arguments.count > 1 ? Int(arguments[1]) ?? 1000 : 1000
let keepPath = arguments.firstIndex(of: "--keep").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }

/// A deterministic mix of every shared reducer's actions, so the state keeps changing shape.
func action(_ index: Int) -> ShowcaseAction {
    switch index % 10 {
    case 0: .navigation(.navigation(.pushed(.item("item-\(index % 97)"))))
    case 1: .navigation(.navigation(.popped))
    case 2: .navigation(.tabSelected(ShowcaseTab.allCases[index % 3]))
    case 3: .browser(.addressSubmitted("https://example.com/page/\(index % 50)"))
    case 4: .browser(.loadProgressed(entry: index / 10 + 1, progress: 0.5))
    case 5: .browser(.backTapped)
    case 6: .favorites(.toggled("fav-\(index % 40)"))
    case 7: .modal(.presented(.map))
    case 8: .modal(.dismissed)
    default: .browser(.backTapped)
    }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func peakResidentMiB() -> Double {
    var usage = rusage()
    #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576
    #else
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    #endif
}

func report(_ label: String, _ count: Int, _ elapsed: Double) {
    let rate = Double(count) / elapsed
    print("\(label): \(count) actions in \(String(format: "%.2f", elapsed)) s = \(Int(rate)) actions/s")
}

do {
    let url = URL(fileURLWithPath: keepPath ?? FileManager.default.temporaryDirectory
        .appendingPathComponent("benchmark-\(ProcessInfo.processInfo.processIdentifier).jsonl").path)
    defer { if keepPath == nil { try? FileManager.default.removeItem(at: url) } }

    guard var state = ShowcaseFeature.namedInitialStates["launch"] else { throw LogError(file: "", line: nil, problem: .empty) }
    try? FileManager.default.removeItem(at: url)
    let header = ShowcaseFeature.logHeader(initial: .named("launch"))
    let recorder = Recorder<ShowcaseFeature>(writer: try LogWriter(url: url, header: header), checkpointInterval: checkpointInterval)
    var time = Timestamp(milliseconds: 1_795_000_000_000)
    let recording = try seconds {
        for index in 1...actionCount {
            let next = action(index)
            time = time.adding(milliseconds: 250)
            try recorder.record(seq: index, time: time, .action(next))
            let effects = ShowcaseFeature.reduce(&state, next)
            try recorder.checkpoint(seq: index, state: state, effects: effects)
        }
        try recorder.close()
    }
    let bytes = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    print("log: \(url.path), \(bytes / 1024) KiB, a state hash every \(checkpointInterval) actions")
    report("record (reduce + encode + write)", actionCount, recording)

    var replayed: Replayer<ShowcaseFeature>.Outcome?
    report("replay", actionCount, try seconds { replayed = try Replayer<ShowcaseFeature>().run(LogOpening(url: url)) })
    var verified: Replayer<ShowcaseFeature>.Outcome?
    report("replay --verify", actionCount, try seconds { verified = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: url)) })
    guard replayed?.state == state, verified?.divergence == nil else {
        print("error: the replayed state differs from the recorded one")
        exit(1)
    }
    print("checkpoints verified: \(verified?.checkpointsVerified ?? 0)")
    print("peak resident memory of this process: \(String(format: "%.1f", peakResidentMiB())) MiB")
} catch {
    print("error: \(error)")
    exit(2)
}

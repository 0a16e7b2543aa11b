import ActionLog
import AppState
import Foundation
import Reducers

/// The generated data every figure is measured on: a deterministic mix of the shared reducers'
/// small user actions (the Showcase app), so the state keeps changing shape.
enum Workload {
    static let start = Timestamp(milliseconds: 1_795_000_000_000)

    static func action(_ index: Int) -> ShowcaseAction {
        switch index % 10 {
        case 0: .navigation(.navigation(.pushed(screen: .item(id: ShowcaseItemID("item-\(index % 97)")))))
        case 1: .navigation(.navigation(.popped))
        case 2: .navigation(.tabSelected(tab: ShowcaseTab.allCases[index % 3]))
        case 3: .browser(.addressSubmitted(address: "https://example.com/page/\(index % 50)"))
        case 4: .browser(.loadProgressed(entry: BrowserEntryID(index / 10 + 1), progress: 0.5))
        case 5: .browser(.backTapped)
        case 6: .favorites(.toggled(id: ShowcaseItemID("fav-\(index % 40)")))
        case 7: .modal(.presented(modal: .map))
        case 8: .modal(.dismissed)
        default: .browser(.backTapped)
        }
    }

    static func actions(_ count: Int) -> [ShowcaseAction] { (1...max(1, count)).map(action) }

    static var initialState: ShowcaseState {
        ShowcaseFeature.namedInitialStates["launch"] ?? ShowcaseState(browser: BrowserHistory(initialURL: URL(fileURLWithPath: "/")))
    }

    static func temporaryURL(_ name: String) -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("benchmark-\(ProcessInfo.processInfo.processIdentifier)-\(name).jsonl")
    }
}

/// Wall-clock time of `body` in seconds.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Wall-clock time of `body` in seconds.
func seconds(_ body: () async throws -> Void) async rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try await body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The median of `runs` timings of `body`.
func median(runs: Int, _ body: () throws -> Double) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<max(1, runs) { times.append(try body()) }
    return times.sorted()[times.count / 2]
}

/// Keeps a value alive and opaque to the optimizer.
@inline(never) func consume<T>(_ value: T) { withExtendedLifetime(value) {} }

import ActionLog
import Effects
import Reducers

/// One app drawn in the terminal: it draws from the store's state and turns keys into actions.
/// View-only state (a cursor, a text being typed) lives in the conforming type; time comes from
/// the `now` the session passes, read from the front end's clock.
@MainActor
protocol TerminalApp {
    associatedtype F: Feature

    init()

    /// The actions sent when the app starts.
    func launch(now: Timestamp) -> [F.Action]

    /// Draws `state` in at most `height` lines; the session adds nothing.
    func draw(_ state: F.State, into frame: inout TerminalFrame, height: Int)

    /// The actions `key` stands for, in order, on a screen of `height` lines; `nil` when the app
    /// does not take the key (q and Ctrl-C then quit).
    mutating func handle(_ key: Key, state: F.State, now: Timestamp, height: Int) -> [F.Action]?

    /// The actions a drawing of `state` on `height` lines reports, as a table view reports the
    /// rows it displays, or work it starts whose outcome `context` sends later, as a web view
    /// reports a page's load; none for most apps.
    mutating func drawn(_ state: F.State, height: Int, context: TerminalContext<F>) -> [F.Action]

    /// The actions sent once a minute, with the time then (Burgers' `clockTicked`); none for most.
    func tick(now: Timestamp) -> [F.Action]

    /// Credentials the runtime adds to requests (the Places key).
    static var credentials: [QueryCredential] { get }
}

extension TerminalApp {
    mutating func drawn(_ state: F.State, height: Int, context: TerminalContext<F>) -> [F.Action] { [] }

    func tick(now: Timestamp) -> [F.Action] { [] }

    static var credentials: [QueryCredential] { [] }
}

/// What a terminal app's own views may use: the runtime's HTTP client and address map, and the
/// store, to send what they report when it happens.
@MainActor
struct TerminalContext<F: Feature> {
    let runner: LiveEffectRunner
    let send: @MainActor (F.Action) -> Void
}

/// The terminal apps by the name `--app` takes.
enum TerminalApps {
    static let names = ["lunch", "dining", "places", "burgers", "films"]

    @MainActor
    static func run(_ name: String, _ options: DriveOptions) async -> Int32? {
        switch name {
        case "lunch": await TerminalSession<LunchTerminal>.start(options)
        case "films": await TerminalSession<FilmsTerminal>.start(options)
        case "dining": await TerminalSession<DiningTerminal>.start(options)
        case "burgers": await TerminalSession<BurgersTerminal>.start(options)
        case "places": await TerminalSession<PlacesTerminal>.start(options)
        default: nil
        }
    }
}

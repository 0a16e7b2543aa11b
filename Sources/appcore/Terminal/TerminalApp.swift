import ActionLog
import Effects
import Reducers

/// One app drawn in the terminal: it draws the feature's screen (`Feature.screen(of:)`, what
/// every front end shows) and turns keys into actions. View-only state (a cursor, a text being
/// typed) lives in the conforming type; time comes from the `now` the session passes, read from
/// the front end's clock.
@MainActor
protocol TerminalApp {
    associatedtype F: Feature

    init()

    /// The actions sent when the app starts with `options` (its runtime: the Places key, …).
    func launch(now: Timestamp, options: DriveOptions) -> [F.Action]

    /// Draws `screen` in at most `height` lines; the session adds nothing.
    func draw(_ screen: F.Screen, into frame: inout TerminalFrame, height: Int)

    /// The actions `key` stands for, in order, on a screen of `height` lines; `nil` when the app
    /// does not take the key (q and Ctrl-C then quit).
    mutating func handle(_ key: Key, state: F.State, now: Timestamp, height: Int) -> [F.Action]?

    /// The actions `frame`, the drawing of `state`, reports, as a table view reports the rows it
    /// displays, or work it starts whose outcome `context` sends later, as a web view reports a
    /// page's load; none for most apps.
    mutating func drawn(_ state: F.State, frame: TerminalFrame, context: TerminalContext<F>) -> [F.Action]

    /// The actions sent once a minute, with the time then (Burgers' `clockTicked`); none for most.
    func tick(now: Timestamp) -> [F.Action]

}

extension TerminalApp {
    mutating func drawn(_ state: F.State, frame: TerminalFrame, context: TerminalContext<F>) -> [F.Action] { [] }

    func tick(now: Timestamp) -> [F.Action] { [] }
}

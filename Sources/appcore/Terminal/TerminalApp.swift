import ActionLog
import Effects
import Reducers
import ScreenText

/// One app drawn in the terminal: its `view` draws the feature's screen (`Feature.screen(of:)`,
/// what every front end shows) and the app turns keys into actions. View-only state (a cursor, a
/// text being typed) lives in the view, or in the conforming type when the drawing does not read
/// it; time comes from the `now` the session passes, read from the front end's clock.
@MainActor
protocol TerminalApp {
    associatedtype F: Feature
    associatedtype View: ScreenDrawing where View.F == F

    init()

    /// The drawing, with the view-only state it reads.
    var view: View { get }

    /// The actions sent when the app starts with `options` (its runtime: the Places key, …).
    func launch(now: Timestamp, options: DriveOptions) -> [F.Action]

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
    /// Draws `screen` in at most `height` lines with the app's view; the session adds nothing.
    func draw(_ screen: F.Screen, into frame: inout TerminalFrame, height: Int) {
        view.draw(screen, into: &frame, height: height)
    }

    mutating func drawn(_ state: F.State, frame: TerminalFrame, context: TerminalContext<F>) -> [F.Action] { [] }

    func tick(now: Timestamp) -> [F.Action] { [] }
}

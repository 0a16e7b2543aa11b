import Reducers

/// Draws one feature's screen (`Feature.screen(of:)`) as the terminal shows it, with the view-only
/// state the drawing reads (a list's cursor, an address being typed). A plain value: the terminal
/// keeps one and moves its state with keys, `replay` draws with a fresh one.
package protocol ScreenDrawing {
    associatedtype F: Feature

    init()

    /// Draws `screen` in at most `height` lines.
    func draw(_ screen: F.Screen, into frame: inout TerminalFrame, height: Int)
}

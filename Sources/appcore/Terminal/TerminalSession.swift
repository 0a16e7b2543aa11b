import ActionLog
import AppState
import Dispatch
import Effects
import Foundation
import Reducers
import ScreenText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs one terminal app: a `ViewStore` with the live runtime, recording to the log, drawn again
/// whenever its state changes or a key moves view-only state, until q, Ctrl-C or a signal.
@MainActor
final class TerminalSession<App: TerminalApp> {
    private let store: ViewStore<App.F>
    private let runner: LiveEffectRunner
    private var app = App()
    private let terminal: RawTerminal
    private let clock = SystemClock()
    private let options: DriveOptions
    /// Whether the app's launch actions are sent: not when a replayed session goes on live,
    /// whose state is already past its launch.
    private var isLaunching: Bool { options.replayPath == nil }
    private var isFinished = false

    private init(store: ViewStore<App.F>, runner: LiveEffectRunner, terminal: RawTerminal, options: DriveOptions) {
        self.store = store
        self.runner = runner
        self.terminal = terminal
        self.options = options
    }

    /// Runs the app named in `options` to its end; the exit code.
    static func start(_ options: DriveOptions) async -> Int32 {
        if let missing = RawTerminal.missingTerminal() { return fail(missing.description, code: 3) }
        guard let size = RawTerminal.size(), size.columns >= TerminalScreen.minimumSize.columns,
            size.rows >= TerminalScreen.minimumSize.rows
        else { return fail(TerminalScreen.tooSmallMessage(RawTerminal.size()), code: 3) }
        let runner = options.runner()
        let store: ViewStore<App.F>
        do {
            store = try options.store(App.F.self, runner: runner)
        } catch {
            return fail("\(error)", code: 2)
        }
        let terminal: RawTerminal
        do {
            terminal = try RawTerminal()
        } catch {
            store.stopRecording()
            return fail(error.description, code: 3)
        }
        return await TerminalSession(store: store, runner: runner, terminal: terminal, options: options).run()
    }

    /// Says why on standard error; `code`, to exit with.
    private static func fail(_ message: String, code: Int32) -> Int32 {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return code
    }

    private func run() async -> Int32 {
        Shutdown.onSignal { self.finish() }
        signal(SIGWINCH, SIG_IGN)
        let resized = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resized.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.draw() } }
        resized.resume()
        let observation = store.observe { [weak self] state in self?.draw(state) }
        if isLaunching {
            for action in app.launch(now: clock.now(), options: options) { store.send(action) }
        } else {
            draw()
        }
        let ticks = Task { [weak self] in
            while (try? await Task.sleep(for: .seconds(60))) != nil, let self, !self.isFinished {
                for action in self.app.tick(now: self.clock.now()) { self.store.send(action) }
            }
        }
        for await key in KeyReader.keys() {
            let height = RawTerminal.size()?.rows ?? TerminalScreen.minimumSize.rows
            if let actions = app.handle(key, state: store.state, now: clock.now(), height: height) {
                for action in actions { store.send(action) }
                draw()
            } else if key == .character("q") || key == .interrupt {
                break
            }
        }
        observation.cancel()
        ticks.cancel()
        resized.cancel()
        finish()
        return 0
    }

    private func draw() { draw(store.state) }

    private func draw(_ state: App.F.State) {
        guard !isFinished else { return }
        guard let size = RawTerminal.size(), size.columns >= TerminalScreen.minimumSize.columns,
            size.rows >= TerminalScreen.minimumSize.rows
        else {
            RawTerminal.write("\u{1B}[H\u{1B}[2J" + TerminalScreen.tooSmallMessage(RawTerminal.size()))
            return
        }
        var frame = TerminalFrame(width: size.columns)
        app.draw(App.F.screen(of: state), into: &frame, height: size.rows)
        RawTerminal.write(TerminalScreen.render(frame, size: size))
        let context = TerminalContext<App.F>(runner: runner) { [weak self] action in
            guard let self, !self.isFinished else { return }
            self.store.send(action)
        }
        for action in app.drawn(state, frame: frame, context: context) { store.send(action) }
    }

    /// Closes the log, writes the final state and gives the terminal back; once only. Results
    /// arriving later are neither logged nor part of the final state.
    private func finish() {
        guard !isFinished else { return }
        isFinished = true
        store.stopRecording()
        terminal.restore()
        if let error = store.recordingError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        }
        guard let finalStatePath = options.finalStatePath else { return }
        do {
            var bytes = CanonicalWriter.bytes(of: try JSONValue(encoding: store.state))
            bytes.append(UInt8(ascii: "\n"))
            try Data(bytes).write(to: URL(fileURLWithPath: finalStatePath), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("error: cannot write the final state to \(finalStatePath): \(error)\n".utf8))
        }
    }
}

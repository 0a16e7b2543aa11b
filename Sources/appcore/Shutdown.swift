import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT and SIGTERM, taken from the first thing the process does: a signal that arrives while a
/// long log is still being read at start-up waits until the session can close its log, then ends
/// the process with 130 or 143 (never the default death, which would leave a log cut short).
@MainActor
enum Shutdown {
    /// What closes the running session's log; none until a session runs.
    private static var closing: (() -> Void)?
    private static var sources: [any DispatchSourceSignal] = []

    /// Starts handling the signals; call once, first.
    static func install() {
        sources = [(SIGINT, Int32(130)), (SIGTERM, Int32(143))].map { number, code in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { closing?() }
                exit(code)
            }
            source.resume()
            return source
        }
    }

    /// `close` is what a signal runs before the process ends, from now on.
    static func onSignal(_ close: @escaping () -> Void) {
        closing = close
    }
}

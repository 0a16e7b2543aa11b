import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The controlling terminal in raw mode on the alternate screen: keys arrive one by one, unechoed,
/// Ctrl-C as a key; `restore` puts back the settings and the screen the user had.
final class RawTerminal: @unchecked Sendable {
    /// Columns and rows.
    struct Size: Equatable {
        var columns: Int
        var rows: Int
    }

    enum Failure: Error, CustomStringConvertible {
        case notATerminal(stream: String)
        case settingsUnreadable

        var description: String {
            switch self {
            case .notATerminal(let stream): "appcore terminal needs a terminal, and standard \(stream) is not one"
            case .settingsUnreadable: "cannot read the terminal's settings"
            }
        }
    }

    private let original: termios
    private let lock = NSLock()
    private var isRestored = false

    /// Switches standard input to raw mode and standard output to the alternate screen.
    init() throws(Failure) {
        if let missing = Self.missingTerminal() { throw missing }
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { throw .settingsUnreadable }
        original = settings
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        Self.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
    }

    /// Why standard input or output is not a terminal, or `nil` when both are.
    static func missingTerminal() -> Failure? {
        if isatty(STDIN_FILENO) != 1 { return .notATerminal(stream: "input") }
        if isatty(STDOUT_FILENO) != 1 { return .notATerminal(stream: "output") }
        return nil
    }

    /// The terminal's size now, or `nil` when it cannot be read.
    static func size() -> Size? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Leaves the alternate screen, shows the cursor and restores the settings; once only.
    func restore() {
        lock.lock()
        defer { lock.unlock() }
        guard !isRestored else { return }
        isRestored = true
        Self.write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        var settings = original
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

import AppState

extension TerminalFrame {
    /// Says that `what` is loading or failed (with the key that retries it), and returns the value
    /// once it is loaded, for the caller to draw.
    mutating func addStatus<Value, Failure>(of loadable: Loadable<Value, Failure>, _ what: String, retryKey: String = "r") -> Value? {
        switch loadable {
        case .idle, .loading: add("Loading \(what)…")
        case .failed(let error): add("The \(what) could not be loaded: \(error). \(retryKey) retry")
        case .loaded(let value): return value
        }
        return nil
    }
}

import Effects
import Reducers

/// What a terminal app's own views may use: the runtime's HTTP client and address map, and the
/// store, to send what they report when it happens.
@MainActor
struct TerminalContext<F: Feature> {
    let runner: LiveEffectRunner
    let send: @MainActor (F.Action) -> Void
}

import AppState

/// Performs effects. The live runtime talks to the network and the disk; a scripted one answers
/// from a table, for tests and recordings that need no network.
public protocol EffectRunner: Sendable {
    /// Performs `effect` and reports its result, or `nil` when it has none to report.
    /// `Effect.cancel` never reaches a runner: the store handles it.
    func run(_ effect: Effect) async -> EffectResult?
}

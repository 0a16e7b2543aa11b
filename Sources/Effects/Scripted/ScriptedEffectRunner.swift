import AppState

/// Answers effects from a fixed script instead of the network or the disk: for tests, and for
/// recording sessions that need no server. Effects the script does not cover report nothing.
public struct ScriptedEffectRunner: EffectRunner {
    private let answer: @Sendable (Effect) -> EffectResult?

    /// `answer` maps each effect to its result; it must be deterministic.
    public init(_ answer: @escaping @Sendable (Effect) -> EffectResult?) {
        self.answer = answer
    }

    /// The script's answer to `effect`.
    public func run(_ effect: Effect) async -> EffectResult? { answer(effect) }
}

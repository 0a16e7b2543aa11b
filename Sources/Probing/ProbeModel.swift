import AppState
import Foundation
import LogReplay
import Reducers

/// What a random session of one app may send, how the runtime answers, and what must hold.
///
/// A model writes down, from the seed and the state's meaning, the app's invariants; the runner
/// (`ProbeRun`) does the rest: late, duplicated and unasked answers, offline flips, relaunches.
package protocol ProbeModel {
    associatedtype F: Feature

    /// The inputs a launch sends, in order.
    static var launch: [F.Action] { get }

    /// What storage holds before the first launch.
    static var initialStorage: [StorageKey: Data] { get }

    /// A front-end action, drawn from every context (taps on things not shown included).
    static func userAction(_ state: F.State, _ random: inout SeededRandom) -> F.Action

    /// The action a change of connectivity sends, when the app listens to one.
    static func connectivityChanged(online: Bool, _ state: F.State) -> F.Action?

    /// What a server answers `request` with, when the network is there.
    static func response(to request: HTTPRequest, _ random: inout SeededRandom) -> HTTPResponse

    /// What a read of `key` finds, storage holding `held`: `held` itself, unless the model
    /// varies what another build or a device could have stored.
    static func stored(_ key: StorageKey, _ held: Data?, _ random: inout SeededRandom) -> Data?

    /// A result nobody asked for: an id this app uses, for a request never made.
    static func unaskedResult(_ state: F.State, _ random: inout SeededRandom) -> EffectResult?

    /// The broken invariants after `step`, each `"name: detail"` (the name identifies the bug
    /// when shrinking). For a result, `answeredInFlight` says whether it answered an effect in
    /// flight (`false`: late, again, or unasked).
    static func violations(_ step: Step<F>, answeredInFlight: Bool?, _ world: ProbeWorld) -> [String]
}

extension ProbeModel {
    package static var initialStorage: [StorageKey: Data] { [:] }

    package static func connectivityChanged(online: Bool, _ state: F.State) -> F.Action? { nil }

    package static func stored(_ key: StorageKey, _ held: Data?, _ random: inout SeededRandom) -> Data? { held }
}

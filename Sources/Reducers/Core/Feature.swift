import ActionLog
import AppState
import Foundation

/// One app (or one demo of shared reducers) on the core: its state, its actions and its reducer.
///
/// Everything a log needs to be replayed is here, so `replay` can fold any feature's log with no
/// runtime: `reduce` is pure, and `action(for:)` turns a logged runtime result into an action, at
/// recording and again at every replay.
///
/// A feature's type is sendable (`SendableMetatype`), so the list of apps (`FeatureRegistry`)
/// crosses threads, as `replay verify` does on every core.
public protocol Feature: SendableMetatype {
    /// Everything the app holds: what checkpoints hash and snapshots spell out.
    associatedtype State: Codable, Equatable, Sendable
    /// What the user and the runtime tell the app, as the log spells it: past-tense facts.
    associatedtype Action: LogCodable, Equatable, Sendable
    /// What the app shows, as plain values named like the log: see `screen(of:)`.
    associatedtype Screen: Codable, Equatable, Sendable = NoScreen

    /// The app name written in log headers, such as `"lunch"`.
    static var name: String { get }

    /// The version of `Action`'s spelling in the log. Raise it when a case is renamed or removed,
    /// or a field is added, renamed or retyped, and add the upcaster from the previous version to
    /// `actionUpcasters`. Adding a case needs no new version.
    static var actionSchemaVersion: Int { get }

    /// One upcaster per action schema step, oldest first: `actionUpcasters[i].from == i + 1`.
    static var actionUpcasters: [ActionUpcaster] { get }

    /// The first action schema whose logs record the effects this build's reducer returns for
    /// their inputs. Raise it, with the action schema, when the reducer starts returning other
    /// effects for inputs older logs hold (the dining app's picture loads after a reservation is
    /// read): the effects of older checkpoints are then not compared, never a divergence.
    static var effectsComparableSince: Int { get }

    /// The version of `State`'s encoding, which checkpoints hash. Raise it when the encoding
    /// changes; checkpoints of another version are reported as not comparable.
    static var stateSchemaVersion: Int { get }

    /// One upcaster per state schema step whose spelled-out states a reader can still take in,
    /// oldest first: a header's or launch's state of an older schema is brought up to this one.
    static var stateUpcasters: [StateUpcaster] { get }

    /// The states a log header may name instead of spelling out, such as `"launch"`.
    static var namedInitialStates: [String: State] { get }

    /// The pure reducer: no clock, no randomness, no I/O. Time and ids arrive inside actions.
    static func reduce(_ state: inout State, _ action: Action) -> [Effect]

    /// Turns what the runtime reports into an action, decoding response bodies into typed values
    /// (or typed errors naming the failing field). `nil` drops the result.
    static func action(for result: EffectResult) -> Action?

    /// What a user sees in `state`: every visible element's text, enabled state, image status,
    /// heart, banner and alert, as a pure function of the state (Elm's `view`, Redux's selectors).
    /// Every front end draws from it, the driver emits it and `replay` shows it, so what a test
    /// asserts is what a user sees.
    static func screen(of state: State) -> Screen

    /// `action` as the log keeps it and the reducer receives it: secrets a person typed (a
    /// password inside a web address) taken out. A store applies it to every action it is sent,
    /// so the live run and its replay reduce the same action.
    static func redacted(_ action: Action) -> Action

    /// What the feature can do that a session may show, for `replay coverage`.
    static var coverage: FeatureCoverage<Self> { get }
}

/// The screen of a feature that shows nothing of its own (a test's feature).
public struct NoScreen: Codable, Equatable, Sendable {
    /// The screen of a feature that shows nothing.
    public init() {}
}

extension Feature where Screen == NoScreen {
    /// Nothing: the feature shows no screen of its own.
    public static func screen(of state: State) -> NoScreen { NoScreen() }
}

extension Feature {
    /// No schema step yet: a feature lists its upcasters from its first one on.
    public static var actionUpcasters: [ActionUpcaster] { [] }

    /// The effects of every log ever written are this build's.
    public static var effectsComparableSince: Int { 1 }

    /// No state schema step to take older spelled-out states through.
    public static var stateUpcasters: [StateUpcaster] { [] }

    /// Nothing listed: a test's toy feature, which no coverage report names.
    public static var coverage: FeatureCoverage<Self> { .none }

    /// Nothing secret is typed: every action is kept as sent.
    public static func redacted(_ action: Action) -> Action { action }

    /// What a log reader must know of this feature.
    package static var logSchema: LogSchema {
        LogSchema(app: name, actionSchema: actionSchemaVersion, stateSchema: stateSchemaVersion, upcasters: actionUpcasters)
    }

    /// A header for a new log of this feature starting at `initial` after input `seq` (0: a new
    /// session), written by `writer`.
    package static func logHeader(initial: LogHeader.Initial, writer: LogWriterInfo? = nil, seq: Int = 0) -> LogHeader {
        LogHeader(
            app: name, actionSchema: actionSchemaVersion, stateSchema: stateSchemaVersion, initial: initial, writer: writer, seq: seq)
    }

    /// The state the header of `opening` names or spells out. Inlinable, so that a walk opening
    /// one short log after another finds a named state (every log a front end writes) in code
    /// compiled for its app's types, with no generic metadata looked up.
    @inlinable
    package static func initialState(of opening: LogOpening) throws(LogError) -> State {
        if case .named(let name) = opening.header.initial, let state = namedInitialStates[name] { return state }
        return try initialState(opening.header.initial, stateSchema: opening.header.stateSchema, file: opening.file, line: 1)
    }

    /// The state `initial` names or spells out under `stateSchema` (upcast to this build's), read
    /// from `file:line` (a header or a launch line; no line for a state a program names).
    @usableFromInline
    package static func initialState(
        _ initial: LogHeader.Initial, stateSchema: Int = stateSchemaVersion, file: String, line: Int?
    ) throws(LogError) -> State {
        switch initial {
        case .named(let name):
            guard let state = namedInitialStates[name] else {
                throw LogError(file: file, line: line, problem: .unknownInitialState(name, known: namedInitialStates.keys.sorted()))
            }
            return state
        case .state(let spelled):
            let json = stateUpcasters.filter { $0.from >= stateSchema && $0.from < stateSchemaVersion }
                .reduce(spelled) { state, step in step.upcast(state) }
            if let (path, number) = outOfRangeInteger(in: json, at: "initial.state") {
                throw LogError(file: file, line: line, problem: .malformed(
                    field: path, reason: "\(number) is out of range: a state's integers stay within ±2^53, which every JSON reader holds exactly"))
            }
            switch DecodeFailure.decode(State.self, from: CanonicalWriter.bytes(of: json)) {
            case .success(let state): return state
            case .failure(let failure):
                let field = failure.path == "(root)" ? "initial.state" : "initial.state.\(failure.path)"
                throw LogError(file: file, line: line, problem: .malformed(field: field, reason: failure.reason))
            }
        }
    }

    /// The first integer in `value` beyond ±2^53, with its path. Counters in states count inputs;
    /// a spelled-out state holding a larger one would make the next increment trap.
    private static func outOfRangeInteger(in value: JSONValue, at path: String) -> (String, Int64)? {
        let limit: Int64 = 1 << 53
        switch value {
        case .int(let number) where number > limit || number < -limit: return (path, number)
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let found = outOfRangeInteger(in: item, at: "\(path)[\(index)]") { return found }
            }
        case .object(let members):
            for member in members {
                if let found = outOfRangeInteger(in: member.value, at: "\(path).\(member.key)") { return found }
            }
        default: break
        }
        return nil
    }
}

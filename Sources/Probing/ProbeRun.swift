import AppState
import Foundation
import LogReplay
import Reducers

/// Random sessions of one app: a seeded stream of valid inputs (taps in every context, answers
/// in flight given in any order, late or again, answers never asked for, offline flips, reads and
/// writes that fail, relaunches at any moment with what was stored (a write in flight then
/// reaching the disk or not), the model's invariants checked after every input.
package struct ProbeRun<M: ProbeModel> {
    /// A session that broke an invariant: the inputs since its last launch, and the same
    /// failure shrunk to as few inputs as still break it.
    package struct Failure {
        package var seed: UInt64
        package var violation: String
        package var inputs: [StoreInput<M.F>]
        package var shrunk: [StoreInput<M.F>]
        /// What storage held when those inputs started.
        package var storage: [StorageKey: Data]

        /// The invariant's name: what comes before the first colon.
        package var invariant: String { ProbeRun.name(of: violation) }
    }

    package var steps: Int

    package init(steps: Int) { self.steps = steps }

    /// Runs the session of `seed`, handing every step to `observe`; `nil` when every invariant
    /// held after every input.
    package func session(seed: UInt64, observe: (Step<M.F>) -> Void = { _ in }) -> Failure? {
        guard let launch = M.F.namedInitialStates["launch"] else { return nil }
        var random = SeededRandom(seed: seed)
        var session = Session(launch: launch, storage: M.initialStorage)
        for action in M.launch {
            if let failure = session.apply(.action(action), seed: seed, observe: observe) { return failure }
        }
        for _ in 0..<steps {
            if random.chance(2) {
                session.relaunch(writesLost: random.chance(50))
                for action in M.launch {
                    if let failure = session.apply(.action(action), seed: seed, observe: observe) { return failure }
                }
                continue
            }
            guard let input = nextInput(session.state, &random, &session.world) else { continue }
            if let failure = session.apply(input, seed: seed, observe: observe) { return failure }
        }
        return nil
    }

    private func nextInput(_ state: M.F.State, _ random: inout SeededRandom, _ world: inout ProbeWorld) -> StoreInput<M.F>? {
        let roll = random.int(in: 0...99)
        switch roll {
        case 0..<40:
            return .action(M.userAction(state, &random))
        case 40..<78:
            guard let chosen = random.element(of: world.pending) else { return .action(M.userAction(state, &random)) }
            let pending = world.nextAnswer(chosen)
            return answer(pending.effect, stored: pending.stored, world, &random).map { .result($0) }
        case 78..<86:
            guard let late = random.element(of: world.done) else { return nil }
            if let given = world.writeAnswers.last(where: { $0.write == late })?.answer { return .result(given) }
            return answer(late, stored: world.storage[late.storageKey ?? ""], world, &random).map { .result($0) }
        case 86..<92:
            return M.unaskedResult(state, &random).map { .result($0) }
        default:
            world.online.toggle()
            return M.connectivityChanged(online: world.online, state).map { .action($0) }
        }
    }

    /// A result the runtime could report for `effect`.
    private func answer(_ effect: Effect, stored: Data?, _ world: ProbeWorld, _ random: inout SeededRandom) -> EffectResult? {
        switch effect {
        case .http(let request):
            guard world.online else { return .http(id: request.id, .failure(.unreachable(reason: "offline"))) }
            if random.chance(8) { return .http(id: request.id, .failure(.timedOut)) }
            if random.chance(8) { return .http(id: request.id, .success(HTTPResponse(status: 500, body: Data("oops".utf8)))) }
            return .http(id: request.id, .success(M.response(to: request, &random)))
        case .loadImage(let id, let url):
            guard world.online, !random.chance(15) else { return .image(id: id, url: url, .failure(.badStatus(status: 404))) }
            let info = ImageInfo(format: .png, byteCount: 79, width: 23, height: 12, digest: "38b8", fromCache: random.chance(30))
            return .image(id: id, url: url, .success(info))
        case .load(let key):
            return .loaded(key: key, random.chance(5) ? .failure(.io("disk unreadable")) : .success(M.stored(key, stored, &random)))
        case .persist(let key, _):
            return .persisted(key: key, error: random.chance(8) ? .io("disk full") : nil)
        case .timer(let id, _):
            return .timerFired(id: id)
        case .readBundledFile(let id, let name, _):
            // The probed apps launch on their servers; this world ships no files.
            return .bundledFileRead(id: id, name: name, .failure(.missing))
        case .cancel:
            return nil
        }
    }

    static func name(of violation: String) -> String {
        String(violation.prefix { $0 != ":" })
    }

    /// One process: its state, its runtime, and its inputs since launch.
    private struct Session {
        let launch: M.F.State
        var state: M.F.State
        var world = ProbeWorld()
        var inputs: [StoreInput<M.F>] = []
        var storageAtLaunch: [StorageKey: Data] = [:]

        init(launch: M.F.State, storage: [StorageKey: Data]) {
            self.launch = launch
            state = launch
            world = ProbeWorld(storage: storage)
            storageAtLaunch = storage
        }

        mutating func relaunch(writesLost: Bool) {
            state = launch
            world.relaunched(writesLost: writesLost)
            inputs = []
            storageAtLaunch = world.storage
        }

        mutating func apply(_ input: StoreInput<M.F>, seed: UInt64, observe: (Step<M.F>) -> Void) -> Failure? {
            inputs.append(input)
            guard let violation = ProbeReplay<M>.step(&state, &world, input, seq: inputs.count, observe: observe).first else { return nil }
            let shrunk = ProbeReplay<M>.shrink(inputs, storage: storageAtLaunch, invariant: name(of: violation))
            return Failure(seed: seed, violation: violation, inputs: inputs, shrunk: shrunk, storage: storageAtLaunch)
        }
    }
}

extension Effect {
    var storageKey: StorageKey? {
        switch self {
        case .load(let key), .persist(let key, _): key
        default: nil
        }
    }
}

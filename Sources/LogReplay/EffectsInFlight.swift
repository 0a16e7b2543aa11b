import ActionLog
import AppState
import Reducers

/// The effects a log shows in flight, kept by the engine's own scheduler as a store runs it: each
/// checkpoint's effects are submitted to an `EffectScheduler`, cancels and replacements end them,
/// and a result line must answer one that runs. A store's scheduler drops every other answer, so a
/// result for an effect never requested, not started yet (storage runs one effect at a time, in
/// order), cancelled, replaced or already answered is not a line a store wrote, and neither is an
/// HTTP body larger than its request's `maxBytes`: the replay refuses both.
///
/// An input's effects are those its checkpoint records; when the log records none for it (a log
/// written without checkpoints), those this build's step returned stand in, and when the replay
/// did not apply it either (`--skip`), they are unknown: until the next launch, a result that
/// answers none of the effects known is then let through.
///
/// A launch line starts a new process with nothing in flight: the old one's answers never come.
/// A segment of a rolling recording (a header with `seq` above 0) starts with effects in flight
/// that its file does not show: until its first launch line, a result that answers none of the
/// effects the file shows is taken for the answer of one requested before the file began.
struct EffectsInFlight {
    private struct Running {
        var ticket: EffectScheduler.Ticket
        var effect: Effect
        /// The line of the checkpoint that recorded the effect, or of the input that returned it
        /// (for a request, which starts at once).
        var line: Int
    }

    private var scheduler = EffectScheduler()
    /// The effects started and not yet answered, oldest first.
    private var running: [Running] = []
    /// The line of the effects being submitted, for those they start.
    private var line = 0
    /// Whether effects this walk does not know of (requested before the file began, or by an
    /// input whose effects are unknown) may be answered.
    private var answersUnknownEffects: Bool
    /// The last input read, whose checkpoint may still record its effects: with the effects the
    /// replay's step returned, `nil` when it did not apply the input.
    private var unrecorded: (line: Int, replayed: [Effect]?)?

    /// `header` is that of the log read: a segment that starts mid-session has effects in flight,
    /// and so has a walk that starts reading at a snapshot's line (`resumingMidLog`).
    init(header: LogHeader, resumingMidLog: Bool = false) { answersUnknownEffects = header.seq > 0 || resumingMidLog }

    /// The input on `line` was read and, unless `replayed` is `nil`, applied, returning `replayed`.
    mutating func read(inputOnLine line: Int, replayed: [Effect]?) {
        settle()
        unrecorded = (line, replayed)
    }

    /// The effects the last input returned, as its checkpoint on `line` records them.
    mutating func recorded(_ effects: [Effect], line: Int) {
        unrecorded = nil
        submit(effects, line: line)
    }

    /// The result read as the next input: the effect it answers ends, and the next one waiting
    /// starts. Throws when it answers none, or its body exceeds its request's `maxBytes`.
    mutating func answer(_ result: EffectResult) throws(LogDecodingError) {
        settle()
        guard let index = running.firstIndex(where: { $0.effect.isAnswered(by: result) }) else {
            guard answersUnknownEffects else {
                throw LogDecodingError(path: "result.\(result.answerField)", reason: .invalid(
                    "\(result.answerName) answers no effect in flight: none was requested, or it was answered, cancelled or "
                        + "replaced already, or it waits for an earlier storage effect"))
            }
            return
        }
        let answered = running.remove(at: index)
        _ = scheduler.finished(answered.ticket)
        perform(scheduler.resume())
        if case .http(let request) = answered.effect, case .http(_, .success(let response)) = result,
            response.body.count > request.maxBytes
        {
            throw LogDecodingError(path: "result.http.body", reason: .invalid(
                "\(response.body.count) bytes, more than the \(request.maxBytes) (maxBytes) of the request on line \(answered.line)"))
        }
    }

    /// A new process: nothing it did not request is answered.
    mutating func relaunched() {
        scheduler = EffectScheduler()
        running = []
        answersUnknownEffects = false
        unrecorded = nil
    }

    /// The last input's checkpoint recorded no effects: those the replay returned stand in.
    private mutating func settle() {
        guard let (line, replayed) = unrecorded else { return }
        unrecorded = nil
        if let replayed { submit(replayed, line: line) } else { answersUnknownEffects = true }
    }

    private mutating func submit(_ effects: [Effect], line: Int) {
        self.line = line
        perform(scheduler.submit(effects))
    }

    private mutating func perform(_ commands: [EffectScheduler.Command]) {
        for command in commands {
            switch command {
            case .start(let ticket, let effect): running.append(Running(ticket: ticket, effect: effect, line: line))
            case .cancel(let ticket): running.removeAll { $0.ticket == ticket }
            }
        }
    }
}

extension EffectResult {
    /// The path, under the result's case, of what names the effect it answers: `http.id`, `loaded.key`…
    fileprivate var answerField: String {
        switch self {
        case .http: "http.id"
        case .image: "image.id"
        case .loaded: "loaded.key"
        case .persisted: "persisted.key"
        case .timerFired: "timerFired.id"
        case .bundledFileRead: "bundledFileRead.id"
        }
    }

    /// The id or key at `answerField`, quoted.
    fileprivate var answerName: String {
        switch self {
        case .http(let id, _), .image(let id, _, _), .timerFired(let id), .bundledFileRead(let id, _, _): "\"\(id.rawValue)\""
        case .loaded(let key, _), .persisted(let key, _): "\"\(key.rawValue)\""
        }
    }
}

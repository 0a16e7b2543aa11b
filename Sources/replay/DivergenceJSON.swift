import ActionLog
import Foundation
import Reducers

/// Where the replay left the recording, for tools and the timeline page: `{"seq","line","summary",
/// "recordedEffects","replayedEffects"}` when the effects of an input differ, `{"seq","line",
/// "summary","recordedHash","replayedHash"}` when the state after it does. The summary is the line
/// `replay --verify` prints.
enum DivergenceJSON {
    static func json(_ divergence: Divergence) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("seq", .int(Int64(divergence.seq))), ("line", .int(Int64(divergence.line))),
            ("summary", .string(ReplayCommand.summary(divergence))),
        ]
        switch divergence.kind {
        case .effects(let recorded, let replayed):
            members += [("recordedEffects", tree(recorded)), ("replayedEffects", tree(replayed))]
        case .state(let recorded, let replayed):
            members += [("recordedHash", .string("\(recorded)")), ("replayedHash", .string("\(replayed)"))]
        }
        return .logObject(members: members)
    }

    /// Effects written as canonical JSON, as a tree again (as text, should it not parse).
    private static func tree(_ canonical: String) -> JSONValue {
        (try? JSONValue(parsing: Data(canonical.utf8))) ?? .string(canonical)
    }
}

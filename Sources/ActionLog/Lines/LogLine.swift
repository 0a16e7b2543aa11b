import Foundation

/// Lines 2… of a log: an action with its sequence number and time, or a checkpoint.
public enum LogLine<Action: Codable & Sendable>: Sendable {
    case action(seq: Int, time: Timestamp, Action)
    /// The hash of the state after action `seq`, for `replay --verify`.
    case checkpoint(seq: Int, hash: StateHash)

    /// One line of the log, without its newline. Keys come in a fixed order: `type` first.
    public func encoded() throws -> Data {
        switch self {
        case .action(let seq, let time, let action):
            var line = Data("{\"type\":\"action\",\"seq\":\(seq),\"time\":\"\(time)\",\"action\":".utf8)
            line.append(try CanonicalJSON.encode(action))
            line.append(UInt8(ascii: "}"))
            return line
        case .checkpoint(let seq, let hash):
            return Data("{\"type\":\"checkpoint\",\"seq\":\(seq),\"hash\":\"\(hash)\"}".utf8)
        }
    }
}

extension LogLine: Decodable {
    private enum CodingKeys: String, CodingKey { case type, seq, time, action, hash }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        let seq = try container.decode(Int.self, forKey: .seq)
        switch type {
        case "action":
            self = .action(
                seq: seq, time: try container.decode(Timestamp.self, forKey: .time),
                try container.decode(Action.self, forKey: .action))
        case "checkpoint":
            self = .checkpoint(seq: seq, hash: try container.decode(StateHash.self, forKey: .hash))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "unknown line type \"\(type)\" (expected \"action\" or \"checkpoint\")")
        }
    }
}

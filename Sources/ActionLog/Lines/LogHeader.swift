/// Line 1 of an action log: what the log is and where its fold starts. See `docs/log-format.md`.
public struct LogHeader: Equatable, Codable, Sendable {
    /// The format name every log carries, to tell it from any other JSON Lines file.
    public static let formatName = "appcore.action-log"
    /// The newest format version this build reads and writes.
    public static let currentVersion = 1

    /// Where the fold starts: a state named by the feature, or a whole state spelled out.
    public enum Initial: Equatable, Codable, Sendable {
        case named(String)
        case state(JSONValue)

        private enum CodingKeys: String, CodingKey { case name, state }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let name = try container.decodeIfPresent(String.self, forKey: .name) {
                self = .named(name)
            } else {
                self = .state(try container.decode(JSONValue.self, forKey: .state))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .named(let name): try container.encode(name, forKey: .name)
            case .state(let state): try container.encode(state, forKey: .state)
            }
        }
    }

    public var type = "header"
    public var format: String
    public var version: Int
    public var app: String
    public var actionSchema: Int
    public var initial: Initial

    public init(app: String, actionSchema: Int, initial: Initial) {
        format = Self.formatName
        version = Self.currentVersion
        self.app = app
        self.actionSchema = actionSchema
        self.initial = initial
    }
}

/// Line 1 of an action log: what the log is, which schemas wrote it, and where its fold starts.
/// See `docs/log-format.md`.
public struct LogHeader: Equatable, Sendable {
    /// The format name every log carries, to tell it from any other JSON Lines file.
    package static let formatName = formatSpelling.description
    /// The format's name as a literal, which a line's bytes are compared with.
    package static let formatSpelling: StaticString = "appcore.action-log"
    /// The format this build writes; it reads every version from 1 up to this one.
    public static let currentVersion = 2
    /// The largest input number a header may follow: far beyond any session, and far from
    /// overflowing the count of the inputs after it.
    package static let largestSeq = 1 << 53

    /// Where the fold starts: a state named by the feature, or a whole state spelled out.
    public enum Initial: Equatable, Sendable {
        case named(String)
        case state(JSONValue)
    }

    /// The format version the log was written in.
    public var version: Int
    /// The app whose log it is, the name of its feature.
    public var app: String
    /// The version of the app's action spelling the actions were written in.
    public var actionSchema: Int
    /// The version of the app's state encoding the checkpoints hash. Format 1 had none: 1.
    public var stateSchema: Int
    /// The state the first process started from.
    public var initial: Initial
    /// Who wrote the log's first process; later ones are named by their launch lines.
    public var writer: LogWriterInfo?
    /// The input the log follows, as a launch line does: its first input is `seq + 1`. 0 for a
    /// log that starts a session; more for a segment of a rolling recording, whose `initial`
    /// spells out the state after input `seq`, so that seq numbers stay those of the session.
    public var seq: Int

    /// A header for `app`'s log written under these schemas, starting from `initial` after input `seq`.
    public init(
        app: String, actionSchema: Int, stateSchema: Int, initial: Initial, writer: LogWriterInfo? = nil, seq: Int = 0,
        version: Int = Self.currentVersion
    ) {
        self.version = version
        self.app = app
        self.actionSchema = actionSchema
        self.stateSchema = stateSchema
        self.initial = initial
        self.writer = writer
        self.seq = seq
    }
}

extension LogHeader: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        .logObject([
            "type": "header", "format": Self.formatName, "version": version, "app": app,
            "actionSchema": actionSchema, "stateSchema": version >= 2 ? stateSchema : nil, "initial": initial,
            "writer": writer, "seq": seq > 0 ? seq : nil,
        ])
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogObject.decode(logValue, at: path) { (o) throws(LogDecodingError) -> LogHeader in
            _ = try o("type", as: String.self)
            _ = try o("format", as: String.self)
            let version: Int = try o("version")
            guard version >= 1 else { throw LogDecodingError(path: o.child("version"), reason: .invalid("\(version) is not a format version")) }
            let actionSchema: Int = try o("actionSchema")
            guard actionSchema >= 1 else {
                throw LogDecodingError(path: o.child("actionSchema"), reason: .invalid("\(actionSchema) is not a schema version"))
            }
            let stateSchema: Int = version >= 2 ? try o("stateSchema") : 1
            guard stateSchema >= 1 else {
                throw LogDecodingError(path: o.child("stateSchema"), reason: .invalid("\(stateSchema) is not a schema version"))
            }
            let initial: Initial = try o("initial")
            let seq = try o.optional("seq", as: Int.self) ?? 0
            guard seq >= 0, seq <= LogHeader.largestSeq else {
                throw LogDecodingError(path: o.child("seq"), reason: .invalid("\(seq) is not the number of an input"))
            }
            return LogHeader(
                app: try o("app"), actionSchema: actionSchema, stateSchema: stateSchema, initial: initial,
                writer: try o.optional("writer"), seq: seq, version: version)
        }
    }
}

/// `{"name":"launch"}` or `{"state":{…}}`: in the header, and in each launch line.
extension LogHeader.Initial: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .named(let name): .logObject(["name": name])
        case .state(let state): .logObject(["state": state])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogObject.decode(logValue, at: path) { (i) throws(LogDecodingError) -> Self in
            if let name = try i.optional("name", as: String.self) { return .named(name) }
            return .state(try i("state"))
        }
    }
}

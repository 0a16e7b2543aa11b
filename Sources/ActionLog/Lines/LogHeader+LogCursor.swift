// A log's header read straight from its line (`LogCursor`), as this build writes it: a log is
// opened once for every replay, and its header read through the tree costs more than a short
// session's inputs. Any other spelling (an earlier format version, a field out of range, a key
// this build does not write) is a `Miss`, and `LogOpening` reads the line through the tree, which
// reads every header the log ever had and names what is wrong.

extension LogHeader {
    /// Reads a header of the current version, its members in the order of their keys.
    public init(logCursor c: inout LogCursor) throws(LogCursor.Miss) {
        try c.beginObject()
        let actionSchema: Int = try c("actionSchema")
        let app: String = try c("app")
        try c.field("format")
        guard try c.rawString().is(Self.formatSpelling) else { throw LogCursor.Miss() }
        let initial: Initial = try c("initial")
        let seq = try c.optional("seq", as: Int.self) ?? 0
        let stateSchema: Int = try c("stateSchema")
        try c.field("type")
        guard try c.rawString().is("header") else { throw LogCursor.Miss() }
        let version: Int = try c("version")
        let writer = try c.optional("writer", as: LogWriterInfo.self)
        try c.endObject()
        try c.end()
        guard version == Self.currentVersion, actionSchema >= 1, stateSchema >= 1, (0...Self.largestSeq).contains(seq) else {
            throw LogCursor.Miss()
        }
        self.init(app: app, actionSchema: actionSchema, stateSchema: stateSchema, initial: initial, writer: writer, seq: seq, version: version)
    }
}

extension LogHeader.Initial {
    /// `{"name":…}` or `{"state":…}`.
    public init(logCursor c: inout LogCursor) throws(LogCursor.Miss) {
        try c.beginObject()
        if let name = try c.optional("name", as: String.self) {
            self = .named(name)
        } else {
            self = .state(try c("state"))
        }
        try c.endObject()
    }
}

extension LogWriterInfo {
    /// Its fields in the order of their keys; one longer than a writer may write is left to the
    /// tree, which names it.
    public init(logCursor c: inout LogCursor) throws(LogCursor.Miss) {
        try c.beginObject()
        let build = try c.optional("build", as: String.self)
        let device = try c.optional("device", as: String.self)
        let os = try c.optional("os", as: String.self)
        let program: String = try c("program")
        let version = try c.optional("version", as: String.self)
        try c.endObject()
        for text in [program, version, build, os, device] where (text?.utf8.count ?? 0) > Self.longestField { throw LogCursor.Miss() }
        self.init(program: program, version: version, build: build, os: os, device: device)
    }
}

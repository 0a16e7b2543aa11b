/// What bringing a log up to this build changed, case by case: `replay` prints it, so nobody has
/// to guess how an old session was read.
public struct MigrationReport: Equatable, Sendable {
    /// How many actions of one case were rewritten by the upcasters, and how many were not.
    public struct CaseCount: Equatable, Sendable {
        /// The case's name, in this build's spelling.
        public var caseName: String
        /// How many actions of the case the upcasters rewrote.
        public var migrated = 0
        /// How many actions of the case read the same under this build's schema.
        public var unchanged = 0

        package init(caseName: String, migrated: Int = 0, unchanged: Int = 0) {
            self.caseName = caseName
            self.migrated = migrated
            self.unchanged = unchanged
        }
    }

    /// The log's format version and action schema, and this build's.
    public var format: (from: Int, to: Int)
    /// The log's action schema, and this build's.
    public var actionSchema: (from: Int, to: Int)
    /// What each schema step applied does, oldest first (`ActionUpcaster.summary`).
    public var steps: [String]
    /// Every case met, sorted by name (the name in this build's spelling) as its UTF-8 sorts.
    public var cases: [CaseCount] {
        met.map { CaseCount(caseName: String(decoding: names[$0.names], as: UTF8.self), migrated: $0.migrated, unchanged: $0.unchanged) }
            .sorted { $0.caseName.utf8Precedes($1.caseName) }
    }
    /// Every case met, in the order first met, its name by where its bytes are in `names`:
    /// counting a case appends it, and names are made text only when the cases are asked for (a
    /// short log meets a new case every few inputs, and a replay seldom asks).
    private var met: [Met] = []
    /// The UTF-8 of every name met, one after another, in the order of `met`.
    private var names: [UInt8] = []

    /// A case met: where its name is in `names`, and its counts.
    private struct Met {
        var names: Range<Int>
        var migrated = 0
        var unchanged = 0
    }

    package init(format: (from: Int, to: Int), actionSchema: (from: Int, to: Int), steps: [String] = []) {
        self.format = format
        self.actionSchema = actionSchema
        self.steps = steps
    }

    /// Nothing to migrate: the log was written by this build's format and schema.
    public var isCurrent: Bool { format.from == format.to && actionSchema.from == actionSchema.to }

    /// One action counted (`count`): which case, and whether as migrated. Taken back with
    /// `uncount`, the report is as before it.
    @usableFromInline package struct Counted: Sendable {
        fileprivate var index: Int
        fileprivate var migrated: Bool
    }

    @discardableResult
    mutating func count(_ caseName: String, migrated: Bool) -> Counted {
        var caseName = caseName
        return caseName.withUTF8 { count(LogCursorName(bytes: UnsafeRawBufferPointer($0)), migrated: migrated) }
    }

    /// Counts a case named by a line's bytes. Every input is counted: names of another length are
    /// passed over without comparing their bytes.
    @discardableResult
    mutating func count(_ caseName: LogCursorName, migrated: Bool) -> Counted {
        let name = caseName.bytes
        let found = names.withUnsafeBytes { names in
            met.firstIndex { $0.names.count == name.count && LogCursorName.same(UnsafeRawBufferPointer(rebasing: names[$0.names]), name) }
        }
        let index = found ?? added(name)
        if migrated { met[index].migrated += 1 } else { met[index].unchanged += 1 }
        return Counted(index: index, migrated: migrated)
    }

    /// Takes back `counted`, the last count not yet taken back: counts taken back newest first
    /// leave the report as it was before them, the cases they added removed with them.
    @usableFromInline package mutating func uncount(_ counted: Counted) {
        let index = counted.index
        guard met.indices.contains(index) else { return }
        if counted.migrated { met[index].migrated -= 1 } else { met[index].unchanged -= 1 }
        if index == met.count - 1, met[index].migrated == 0, met[index].unchanged == 0 {
            names.removeSubrange(met[index].names)
            met.removeLast()
        }
    }

    /// Where `name`, new, now is in `met`. Room for a few cases is made at the first: a log meets
    /// a handful.
    private mutating func added(_ name: UnsafeRawBufferPointer) -> Int {
        if met.isEmpty {
            met.reserveCapacity(16)
            names.reserveCapacity(512)
        }
        met.append(Met(names: names.count..<names.count + name.count))
        names.append(contentsOf: name)
        return met.count - 1
    }

    /// Whether the two values are the same.
    public static func == (lhs: MigrationReport, rhs: MigrationReport) -> Bool {
        lhs.format == rhs.format && lhs.actionSchema == rhs.actionSchema && lhs.steps == rhs.steps && lhs.cases == rhs.cases
    }
}

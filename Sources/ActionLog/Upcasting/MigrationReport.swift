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
        met.sorted { $0.caseName.utf8Precedes($1.caseName) }
    }
    /// Every case met, in the order first met: counting a case appends it, and the cases are
    /// sorted only when they are asked for (a short log meets a new case every few inputs).
    private var met: [CaseCount] = []
    /// The UTF-8 of each case's name, in the order of `met`: a line's case is found by its bytes.
    private var caseBytes: [[UInt8]] = []

    package init(format: (from: Int, to: Int), actionSchema: (from: Int, to: Int), steps: [String] = []) {
        self.format = format
        self.actionSchema = actionSchema
        self.steps = steps
    }

    /// Nothing to migrate: the log was written by this build's format and schema.
    public var isCurrent: Bool { format.from == format.to && actionSchema.from == actionSchema.to }

    mutating func count(_ caseName: String, migrated: Bool) {
        let index = met.firstIndex { $0.caseName == caseName } ?? added(caseName)
        if migrated { met[index].migrated += 1 } else { met[index].unchanged += 1 }
    }

    /// Counts a case named by a line's bytes, making its name's text only the first time. Every
    /// input is counted: names of another length are passed over without comparing their bytes.
    mutating func count(_ caseName: LogCursorName, migrated: Bool) {
        let length = caseName.bytes.count
        let index = caseBytes.firstIndex { $0.count == length && caseName.is($0) } ?? added(caseName.text)
        if migrated { met[index].migrated += 1 } else { met[index].unchanged += 1 }
    }

    /// Where `caseName`, new, now is in `met`.
    private mutating func added(_ caseName: String) -> Int {
        met.append(CaseCount(caseName: caseName))
        caseBytes.append(Array(caseName.utf8))
        return met.count - 1
    }

    /// Whether the two values are the same.
    public static func == (lhs: MigrationReport, rhs: MigrationReport) -> Bool {
        lhs.format == rhs.format && lhs.actionSchema == rhs.actionSchema && lhs.steps == rhs.steps && lhs.cases == rhs.cases
    }
}

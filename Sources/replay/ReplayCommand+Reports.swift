import ActionLog
import Reducers

extension ReplayCommand {
    /// What the upcasters did to an older log, case by case.
    static func describe(_ migration: MigrationReport, path: String) -> String {
        var text = "migrated: \(path): format \(migration.format.from) → \(migration.format.to), "
            + "action schema \(migration.actionSchema.from) → \(migration.actionSchema.to)\n"
        for step in migration.steps { text += "  step \(step)\n" }
        for entry in migration.cases {
            let counts = [(entry.migrated, "migrated"), (entry.unchanged, "unchanged")]
                .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
            text += "    \(entry.caseName): \(counts)\n"
        }
        return text
    }

    /// Where a replay left the recording, and how.
    static func describe(_ divergence: Divergence, path: String) -> String {
        var text = "divergence: \(path):\(divergence.line): \(summary(divergence))\n"
        if case .effects(let recorded, let replayed) = divergence.kind {
            text += "    recorded: \(recorded)\n    replayed: \(replayed)\n"
        }
        return text
    }

    /// A divergence in one line, without the file.
    static func summary(_ divergence: Divergence) -> String {
        switch divergence.kind {
        case .state(let recorded, let replayed):
            "state after seq \(divergence.seq) hashes to \(replayed), the log recorded \(recorded)"
        case .effects:
            "effects of seq \(divergence.seq) differ"
        }
    }
}

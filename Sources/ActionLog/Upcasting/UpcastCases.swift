/// Which of an older log's actions its upcasters may rewrite, known from the steps before any line
/// is read. `LogReader` reads every other action straight from its line's bytes, as it reads a log
/// of this build's schema; the ones named here go through the tree and the steps.
@usableFromInline
enum UpcastCases: Sendable {
    /// None: the log is of this build's schema, or each step only added spellings.
    case none
    /// Only the actions of these cases, by their spelled names' UTF-8 bytes.
    case named([[UInt8]])
    /// Any action: a step that may rewrite any (`ActionUpcaster.rewrittenCases` is `nil`).
    case all

    init(_ steps: some Sequence<ActionUpcaster>) {
        var names: Set<String> = []
        for step in steps {
            guard let cases = step.rewrittenCases else {
                self = .all
                return
            }
            names.formUnion(cases)
        }
        // Sorted: the set's order differs between processes; the order of tests must not.
        self = names.isEmpty ? .none : .named(names.sorted().map { Array($0.utf8) })
    }

    /// Whether an action of the case `name` reads the same after every step; `nil`, a name the
    /// cursor could not take as plain bytes, may be any case.
    @inlinable
    func leaves(_ name: LogCursorName?) -> Bool {
        switch self {
        case .none: return true
        case .all: return false
        case .named(let names):
            guard let name else { return false }
            return !names.contains { name.is($0) }
        }
    }
}

/// The differences between two JSON trees, path by path, for test failures and `replay --steps`.
public struct StateDiff: Equatable, Sendable {
    /// One changed leaf or subtree. `old` is `nil` when added, `new` is `nil` when removed.
    public struct Change: Equatable, Sendable {
        public var path: String
        public var old: JSONValue?
        public var new: JSONValue?
    }

    public private(set) var changes: [Change] = []

    public init(from old: JSONValue, to new: JSONValue) {
        collect(old, new, path: "")
    }

    public var isEmpty: Bool { changes.isEmpty }

    /// One line a change, like swift-custom-dump: `~ tabs.selected: "lunch" → "favorites"`.
    /// Values longer than `valueWidth` characters are cut short with `…`.
    public func lines(valueWidth: Int = .max) -> [String] {
        func text(_ value: JSONValue) -> String {
            let full = value.inlineText
            return full.count <= valueWidth ? full : String(full.prefix(max(1, valueWidth - 1))) + "…"
        }
        return changes.map { change in
            let path = change.path.isEmpty ? "(root)" : change.path
            switch (change.old, change.new) {
            case (let old?, let new?): return "~ \(path): \(text(old)) → \(text(new))"
            case (nil, let new?): return "+ \(path): \(text(new))"
            case (let old?, nil): return "- \(path): \(text(old))"
            case (nil, nil): return "~ \(path)"
            }
        }
    }

    private mutating func collect(_ old: JSONValue, _ new: JSONValue, path: String) {
        switch (old, new) {
        case (.object(let a), .object(let b)) where a.count == 1 && b.count == 1 && a[0].key != b[0].key:
            // Another enum case: one change, `status: loading → loaded`, not a removal and an addition.
            changes.append(Change(path: path, old: old, new: new))
        case (.object(let a), .object(let b)):
            let oldMembers = Dictionary(a.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            let newMembers = Dictionary(b.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            let keys = Set(oldMembers.keys).union(newMembers.keys).sorted()
            for key in keys {
                let child = path.isEmpty ? key : "\(path).\(key)"
                switch (oldMembers[key], newMembers[key]) {
                case (let x?, let y?): collect(x, y, path: child)
                case (nil, let y?): changes.append(Change(path: child, old: nil, new: y))
                case (let x?, nil): changes.append(Change(path: child, old: x, new: nil))
                case (nil, nil): break
                }
            }
        case (.array(let a), .array(let b)):
            for index in 0..<max(a.count, b.count) {
                let child = "\(path)[\(index)]"
                if index < a.count, index < b.count {
                    collect(a[index], b[index], path: child)
                } else if index < b.count {
                    changes.append(Change(path: child, old: nil, new: b[index]))
                } else {
                    changes.append(Change(path: child, old: a[index], new: nil))
                }
            }
        default:
            if old != new { changes.append(Change(path: path, old: old, new: new)) }
        }
    }
}

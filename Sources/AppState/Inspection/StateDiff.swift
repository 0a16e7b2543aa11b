import ActionLog

/// The differences between two JSON trees, path by path, for test failures and `replay --steps`.
package struct StateDiff: Equatable, Sendable {
    /// One changed leaf or subtree. `old` is `nil` when added, `new` is `nil` when removed.
    package struct Change: Equatable, Sendable {
        package var path: String
        package var old: JSONValue?
        package var new: JSONValue?
    }

    package private(set) var changes: [Change] = []

    package init(from old: JSONValue, to new: JSONValue) {
        collect(old, new, path: "")
    }

    /// What changed from one screen to another (`Feature.screenValue(of:)`), with paths under
    /// `screen` (`screen.browser.back.isEnabled`).
    package init(screen before: JSONValue, to after: JSONValue) {
        self.init(from: .object([("screen", before)]), to: .object([("screen", after)]))
    }

    package var isEmpty: Bool { changes.isEmpty }

    /// Only the changes for which `isIncluded` holds, such as those under one path.
    package func filtered(_ isIncluded: (Change) -> Bool) -> StateDiff {
        var diff = self
        diff.changes = changes.filter(isIncluded)
        return diff
    }

    /// The changes as JSON for tools (the driver, `replay --steps --json`):
    /// `[{"path":…,"old":…,"new":…}]`, `old` absent for an addition, `new` for a removal.
    package var json: JSONValue {
        .array(changes.map { change in
            // In key order (`new`, `old`, `path`), so the object is checked rather than sorted.
            JSONValue.logObject(
                members: (change.new.map { [("new", $0)] } ?? []) + (change.old.map { [("old", $0)] } ?? []) + [("path", .string(change.path))])
        })
    }

    /// One line a change, like swift-custom-dump: `~ tabs.selected: "lunch" → "favorites"`.
    /// Values longer than `valueWidth` characters are cut short with `…`.
    package func lines(valueWidth: Int = .max) -> [String] {
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
        case (.object(let a), .object(let b)) where a.count == b.count && zip(a, b).allSatisfy({ $0.key == $1.key }):
            // The same members (trees list them sorted): only those whose values differ are visited.
            for (x, y) in zip(a, b) where x.value != y.value {
                collect(x.value, y.value, path: path.isEmpty ? x.key : "\(path).\(x.key)")
            }
        case (.object(let a), .object(let b)) where a.count + b.count <= Self.fewMembers:
            // A few members (an optional left out, another case's fields) are found by a pass over
            // each object, not hashed.
            let keys = (a.map(\.key) + b.map(\.key)).sorted()
            for (index, key) in keys.enumerated() where index == 0 || keys[index - 1] != key {
                let child = path.isEmpty ? key : "\(path).\(key)"
                collectMember(a.first { $0.key == key }?.value, b.first { $0.key == key }?.value, path: child)
            }
        case (.object(let a), .object(let b)):
            let oldMembers = Dictionary(a.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            let newMembers = Dictionary(b.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            let keys = Set(oldMembers.keys).union(newMembers.keys).sorted()
            for key in keys {
                let child = path.isEmpty ? key : "\(path).\(key)"
                collectMember(oldMembers[key], newMembers[key], path: child)
            }
        case (.array(let a), .array(let b)):
            collectArray(a, b, path: path)
        default:
            if old != new { changes.append(Change(path: path, old: old, new: new)) }
        }
    }

    /// Objects with at most this many members between them are compared without hashing.
    private static let fewMembers = 16

    /// A member of either object or both, at `path`.
    private mutating func collectMember(_ old: JSONValue?, _ new: JSONValue?, path: String) {
        switch (old, new) {
        case (let x?, let y?): collect(x, y, path: path)
        case (nil, let y?): changes.append(Change(path: path, old: nil, new: y))
        case (let x?, nil): changes.append(Change(path: path, old: x, new: nil))
        case (nil, nil): break
        }
    }

    /// Elements kept in both arrays are matched by a longest common subsequence, so an element
    /// inserted or removed reads as one `+` or `-`, not as every later element changed. Between two
    /// matches, removed and added elements are paired up as changes of the same element.
    /// The elements equal at both ends are matched first, so that one element changed in a long
    /// list costs a pass over it, not the quadratic table.
    private mutating func collectArray(_ old: [JSONValue], _ new: [JSONValue], path: String) {
        // One pass over the equal ends, from each side (a list of thousands where one element
        // changed: the live driver's state after an image answer), not a compare of the whole
        // arrays first.
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        guard prefix < old.count || prefix < new.count else { return }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)]), newMiddle = Array(new[prefix..<(new.count - suffix)])
        var oldIndex = prefix, newIndex = prefix
        let matches = Self.commonSubsequence(oldMiddle, newMiddle).map { ($0 + prefix, $1 + prefix) }
        for (matchedOld, matchedNew) in matches + [(old.count - suffix, new.count - suffix)] {
            let removed = Array(oldIndex..<matchedOld), added = Array(newIndex..<matchedNew)
            for (from, to) in zip(removed, added) {
                collect(old[from], new[to], path: "\(path)[\(to)]")
            }
            for from in removed.dropFirst(added.count) {
                changes.append(Change(path: "\(path)[\(from)]", old: old[from], new: nil))
            }
            for to in added.dropFirst(removed.count) {
                changes.append(Change(path: "\(path)[\(to)]", old: nil, new: new[to]))
            }
            oldIndex = matchedOld + 1
            newIndex = matchedNew + 1
        }
    }

    /// Index pairs of equal elements, in order, forming a longest common subsequence. Arrays too
    /// large for the quadratic table are aligned by position instead.
    private static func commonSubsequence(_ old: [JSONValue], _ new: [JSONValue]) -> [(Int, Int)] {
        let (n, m) = (old.count, new.count)
        guard n * m <= 250_000 else { return [] }
        // One element changed in place, the usual step: no table.
        if n == 1 || m == 1 {
            for i in 0..<n { if let j = new.firstIndex(of: old[i]) { return [(i, j)] } }
            return []
        }
        var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var (i, j) = (0, 0)
        while i < n, j < m {
            if old[i] == new[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}

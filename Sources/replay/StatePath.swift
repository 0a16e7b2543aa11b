import ActionLog

/// A path into a state tree, spelled as `--steps` prints paths: `navigation.tabs[0].stack.screens`.
struct StatePath: Equatable, Sendable, CustomStringConvertible {
    enum Component: Equatable, Sendable {
        case key(String)
        case index(Int)
    }

    var components: [Component]

    init(_ components: [Component]) { self.components = components }

    init(parsing text: String) throws(UsageError) {
        var components: [Component] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            let key = rest.prefix { $0 != "[" }
            rest = rest.dropFirst(key.count)
            if !key.isEmpty { components.append(.key(String(key))) }
            while rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]), index >= 0
                else { throw UsageError("\"\(text)\" is not a state path such as navigation.tabs[0].stack") }
                components.append(.index(index))
                rest = rest[rest.index(after: close)...]
            }
            guard rest.isEmpty, !(key.isEmpty && part.first != "[") else {
                throw UsageError("\"\(text)\" is not a state path such as navigation.tabs[0].stack")
            }
        }
        self.components = components
    }

    var description: String {
        components.enumerated().map { offset, component in
            switch component {
            case .key(let key): offset == 0 ? key : ".\(key)"
            case .index(let index): "[\(index)]"
            }
        }.joined()
    }

    /// Whether a diff path (`StateDiff.Change.path`) lies inside this subtree or is an ancestor of it.
    func overlaps(_ diffPath: String) -> Bool {
        let mine = description
        return diffPath == mine || diffPath.hasPrefix(mine + ".") || diffPath.hasPrefix(mine + "[")
            || mine.hasPrefix(diffPath + ".") || mine.hasPrefix(diffPath + "[") || diffPath.isEmpty
    }

    /// The subtree at this path, or `nil` when the tree has none there.
    func value(in tree: JSONValue) -> JSONValue? {
        var current = tree
        for component in components {
            switch (component, current) {
            case (.key(let key), .object):
                guard let child = current[key] else { return nil }
                current = child
            case (.index(let index), .array(let items)) where index < items.count:
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }

    /// The subtree at this path, or an error listing the nearest paths the tree has.
    func resolve(in tree: JSONValue) throws(UsageError) -> JSONValue {
        if let value = value(in: tree) { return value }
        let target = description
        let nearest = Self.allPaths(in: tree).map { ($0, Self.distance($0, target)) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(3).map(\.0)
        throw UsageError("the state has no path \"\(target)\"; nearest: \(nearest.joined(separator: ", "))")
    }

    /// Every path in `tree`, parents before children.
    static func allPaths(in tree: JSONValue, under prefix: String = "", limit: Int = 50_000) -> [String] {
        var paths: [String] = []
        func walk(_ value: JSONValue, _ path: String) {
            guard paths.count < limit else { return }
            switch value {
            case .object(let members):
                for member in members {
                    let child = path.isEmpty ? member.key : "\(path).\(member.key)"
                    paths.append(child)
                    walk(member.value, child)
                }
            case .array(let items):
                for (index, item) in items.enumerated() {
                    paths.append("\(path)[\(index)]")
                    walk(item, "\(path)[\(index)]")
                }
            default: break
            }
        }
        walk(tree, prefix)
        return paths
    }

    /// The edit distance between two spellings (insertions, deletions, substitutions).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

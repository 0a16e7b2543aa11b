import ActionLog
import Reducers

/// What `replay coverage` found, per app, as text or JSON Lines.
struct CoverageReport {
    var apps: [AppCoverage]

    var missing: Int { apps.reduce(0) { $0 + $1.missing } }

    /// Per app: its logs and inputs; each list as `listed of exercised`, the exercised with their
    /// counts, then `never:` and `not listed:`; the seed rules with where each was first shown.
    var text: String {
        var text = ""
        for app in apps {
            text += "\(app.app): \(app.tally.logs) logs, \(app.tally.inputs) inputs\n"
            for category in app.categories {
                text += "  \(category.title): \(category.exercised.count) of \(category.listed.count)\n"
                text += Self.wrapped(category.exercised.map { "\($0) \(category.counts[$0] ?? 0)" }, prefix: "    ")
                if !category.never.isEmpty { text += Self.wrapped(category.never, prefix: "    never: ") }
                if !category.unlisted.isEmpty {
                    text += Self.wrapped(category.unlisted, prefix: "    not listed in the app's coverage: ")
                }
            }
            let shown = app.rules.filter { $0.shown != nil }.count
            text += "  seed rules: \(shown) of \(app.rules.count)\n"
            for rule in app.rules {
                if let place = rule.shown {
                    text += "    \(rule.id): \(place.log) #\(place.seq)\n"
                } else {
                    text += "    never: \(rule.id): \"\(rule.sentence)\"\n"
                }
            }
        }
        let short = apps.filter { $0.missing > 0 }.map { "\($0.app) \($0.missing)" }
        text += short.isEmpty
            ? "nothing missing: every listed action, refusal, effect, result and seed rule is exercised\n"
            : "missing: \(missing) (\(short.joined(separator: ", ")))\n"
        return text
    }

    /// JSON Lines: one object per app, `{"type":"app","app","logs","inputs","actions":{"exercised":
    /// {name: count},"never":[…],"notListed":[…]},"refusals"…,"effects"…,"results"…,"rules":
    /// {"shown":{id:{"log","seq"}},"never":[{"id","sentence"}]},"missing"}`, then
    /// `{"type":"summary","missing"}`.
    var jsonLines: String {
        var lines = apps.map { app -> String in
            var members: [(key: String, value: JSONValue)] = [
                ("type", .string("app")), ("app", .string(app.app)),
                ("logs", .int(Int64(app.tally.logs))), ("inputs", .int(Int64(app.tally.inputs))),
            ]
            for category in app.categories {
                let exercised = category.exercised + category.unlisted
                members.append((category.title, .logObject(members: [
                    ("exercised", .logObject(members: exercised.map { ($0, .int(Int64(category.counts[$0] ?? 0))) })),
                    ("never", .array(category.never.map(JSONValue.string))),
                    ("notListed", .array(category.unlisted.map(JSONValue.string))),
                ])))
            }
            let shown = app.rules.compactMap { rule in
                rule.shown.map { (key: rule.id, value: JSONValue.logObject(members: [("log", .string($0.log)), ("seq", .int(Int64($0.seq)))])) }
            }
            let never = app.rules.filter { $0.shown == nil }.map {
                JSONValue.logObject(members: [("id", .string($0.id)), ("sentence", .string($0.sentence))])
            }
            members.append(("rules", .logObject(members: [("shown", .logObject(members: shown)), ("never", .array(never))])))
            members.append(("missing", .int(Int64(app.missing))))
            return JSONValue.logObject(members: members).jsonLine
        }
        lines.append(JSONValue.logObject(members: [("type", .string("summary")), ("missing", .int(Int64(missing)))]).jsonLine)
        return lines.joined()
    }

    /// `items` joined by commas after `prefix`, wrapped before 100 columns with the prefix's indent.
    private static func wrapped(_ items: [String], prefix: String) -> String {
        guard !items.isEmpty else { return "" }
        let indent = String(repeating: " ", count: prefix.prefix(while: { $0 == " " }).count)
        var lines: [String] = []
        var line = prefix
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? "" : ",")
            if line.count + piece.count + 1 > 100, line != prefix {
                lines.append(line)
                line = indent + piece
            } else {
                line += (line == prefix ? "" : " ") + piece
            }
        }
        lines.append(line)
        return lines.map { $0 + "\n" }.joined()
    }
}

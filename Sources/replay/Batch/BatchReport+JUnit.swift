extension BatchVerifier.Report {
    /// A JUnit XML report: one test case per log; a divergence is a failure, an unreadable log an error.
    var junitXML: String {
        let time = "\(Self.rounded(seconds))"
        let suite = "name=\"\(Markup.escaped(directory))\" tests=\"\(verdicts.count)\" failures=\"\(diverged.count)\" "
            + "errors=\"\(unreadable.count)\" time=\"\(time)\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites \(suite)>\n  <testsuite \(suite)>\n"
        for verdict in verdicts {
            let classname = "replay.verify" + (verdict.app.map { ".\($0)" } ?? "")
            let attributes = "classname=\"\(classname)\" name=\"\(Markup.escaped(verdict.file))\" time=\"\(Self.rounded(verdict.seconds))\""
            switch verdict.status {
            case .verified:
                xml += "    <testcase \(attributes)/>\n"
            case .diverged(let seq, let line, let reason, _):
                let message = Markup.escaped("\(verdict.file):\(line): seq \(seq): \(reason)")
                xml += "    <testcase \(attributes)>\n      <failure message=\"\(message)\" type=\"divergence\">\(message)</failure>\n    </testcase>\n"
            case .unreadable(let error):
                let message = Markup.escaped(error)
                xml += "    <testcase \(attributes)>\n      <error message=\"\(message)\" type=\"unreadable\">\(message)</error>\n    </testcase>\n"
            }
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }
}

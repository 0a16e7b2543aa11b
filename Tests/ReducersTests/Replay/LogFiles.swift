import Foundation
import Reducers

/// Writes log files for reader tests into a folder of the test's own.
struct LogFiles {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("logs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    static let showcaseHeader =
        #"{"actionSchema":\#(ShowcaseFeature.actionSchemaVersion),"app":"showcase","format":"appcore.action-log","initial":{"name":"launch"},"stateSchema":\#(ShowcaseFeature.stateSchemaVersion),"type":"header","version":2}"#
    /// A header of format 1, whose actions are in Swift's synthesized `Codable` spelling.
    static let formatOneShowcaseHeader =
        #"{"actionSchema":1,"app":"showcase","format":"appcore.action-log","initial":{"name":"launch"},"type":"header","version":1}"#

    static func action(_ seq: Int, _ json: String) -> String {
        #"{"type":"action","seq":\#(seq),"time":"2026-11-18T11:06:40.000Z","action":\#(json)}"#
    }

    static func result(_ seq: Int, _ json: String) -> String {
        #"{"type":"result","seq":\#(seq),"time":"2026-11-18T11:06:40.000Z","result":\#(json)}"#
    }

    static func checkpoint(_ seq: Int, state: String? = nil, effects: String = "[]") -> String {
        #"{"type":"checkpoint","seq":\#(seq)"# + (state.map { #","state":"\#($0)""# } ?? "") + #","effects":\#(effects)}"#
    }

    /// Writes `lines` joined by newlines, with a final newline unless `torn`.
    func write(_ lines: [String], torn: Bool = false, name: String = "log.jsonl") throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data((lines.joined(separator: "\n") + (torn ? "" : "\n")).utf8).write(to: url)
        return url
    }
}

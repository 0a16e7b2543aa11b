import ActionLog
import AppState
import Foundation

/// Opens a log and reads its header; the feature that folds the rest is chosen from it.
public struct LogOpening {
    public let url: URL
    public let header: LogHeader
    public let lines: LineReader

    public init(url: URL) throws(LogError) {
        self.url = url
        lines = try LineReader(url: url)
        guard let first = lines.next() else { throw LogError(file: url.path, line: nil, problem: .empty) }
        guard !first.isTooLong else {
            throw LogError(file: url.path, line: 1, problem: .lineTooLong(limit: lines.maximumLineLength))
        }
        guard String(data: first.bytes, encoding: .utf8) != nil, !first.bytes.contains(0) else {
            throw LogError(file: url.path, line: 1, problem: .notText)
        }
        guard let kind = try? JSONDecoder().decode(HeaderKind.self, from: first.bytes),
            kind.type == "header", kind.format == LogHeader.formatName
        else { throw LogError(file: url.path, line: 1, problem: .missingHeader) }
        let header: LogHeader
        do {
            header = try JSONDecoder().decode(LogHeader.self, from: first.bytes)
        } catch {
            throw LogError(file: url.path, line: 1, problem: DecodingErrorDescription.problem(for: error, line: first.bytes))
        }
        guard header.version >= 1 else {
            throw LogError(
                file: url.path, line: 1, problem: .malformed(field: "version", reason: "\(header.version) is not a format version"))
        }
        guard header.version <= LogHeader.currentVersion else {
            throw LogError(
                file: url.path, line: 1,
                problem: .unsupportedVersion(found: header.version, supported: LogHeader.currentVersion))
        }
        self.header = header
    }
}

/// The two fields that tell an action log from any other JSON Lines file.
private struct HeaderKind: Decodable {
    var type: String
    var format: String
}

/// Reads the lines after the header for one feature: typed actions and checkpoints.
public final class LogReader<F: Feature> {
    /// A last line without a newline: a write torn by a crash, reported and not replayed.
    public private(set) var tornTailLine: Int?
    public let file: String
    private let lines: LineReader
    private let decoder = JSONDecoder()
    private var lastSeq = 0

    public init(_ opening: LogOpening) throws(LogError) {
        file = opening.url.path
        guard opening.header.app == F.name else {
            throw LogError(file: file, line: 1, problem: .wrongApp(found: opening.header.app, expected: F.name))
        }
        guard opening.header.actionSchema <= F.actionSchemaVersion else {
            throw LogError(
                file: file, line: 1,
                problem: .schemaTooNew(found: opening.header.actionSchema, supported: F.actionSchemaVersion))
        }
        lines = opening.lines
    }

    /// The state the header names or spells out.
    public static func initialState(of opening: LogOpening) throws(LogError) -> F.State {
        let file = opening.url.path
        switch opening.header.initial {
        case .named(let name):
            guard let state = F.namedInitialStates[name] else {
                throw LogError(
                    file: file, line: 1,
                    problem: .unknownInitialState(name, known: F.namedInitialStates.keys.sorted()))
            }
            return state
        case .state(let json):
            do {
                return try JSONDecoder().decode(F.State.self, from: CanonicalJSON.encode(json))
            } catch {
                var problem = DecodingErrorDescription.problem(for: error, line: Data())
                if case .malformed(let field, let reason) = problem {
                    problem = .malformed(field: "initial.state" + (field.map { $0 == "(root)" ? "" : ".\($0)" } ?? ""), reason: reason)
                }
                throw LogError(file: file, line: 1, problem: problem)
            }
        }
    }

    /// The next action or checkpoint with its line number, or `nil` at the end of the log.
    public func next() throws(LogError) -> (line: Int, entry: LogLine<F.Action>)? {
        while let line = lines.next() {
            guard !line.isTooLong else {
                throw LogError(file: file, line: line.number, problem: .lineTooLong(limit: lines.maximumLineLength))
            }
            guard line.isComplete else {
                tornTailLine = line.number
                return nil
            }
            if line.bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) { continue }
            let entry: LogLine<F.Action>
            do {
                entry = try decoder.decode(LogLine<F.Action>.self, from: line.bytes)
            } catch {
                throw LogError(
                    file: file, line: line.number,
                    problem: DecodingErrorDescription.problem(for: error, line: line.bytes))
            }
            switch entry {
            case .action(let seq, _, _):
                guard seq == lastSeq + 1 else {
                    throw LogError(file: file, line: line.number, problem: .sequenceGap(expected: lastSeq + 1, found: seq))
                }
                lastSeq = seq
            case .checkpoint(let seq, _):
                guard seq == lastSeq else {
                    throw LogError(
                        file: file, line: line.number,
                        problem: .malformed(field: "seq", reason: "a checkpoint for action \(seq) follows action \(lastSeq)"))
                }
            }
            return (line.number, entry)
        }
        return nil
    }
}

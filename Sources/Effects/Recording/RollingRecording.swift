import ActionLog
import Foundation
import Reducers

/// A bounded recording for phones: the session is written in segments of about `segmentBytes`
/// in a folder, and only the newest `keptSegments` are kept. Each segment is a log that replays
/// alone: the first opens with the launch state, every later one with a header that spells out
/// the state it starts from and the input it follows (so seq numbers stay the session's), and a
/// relaunch continues the newest segment with a launch line. `export(to:)` writes the segments
/// as one log for a bug report.
public struct RollingRecording: Sendable {
    /// The folder holding the segments, `segment-<seq>.jsonl` (the input each follows).
    public var folder: URL
    /// About how many bytes of inputs and effects a segment holds before the next one starts.
    public var segmentBytes: Int
    /// How many segments are kept: the bound on the recording is about their product.
    public var keptSegments: Int

    /// Segments in `folder` of about `segmentBytes` each, the newest `keptSegments` kept.
    public init(folder: URL, segmentBytes: Int = 1 << 20, keptSegments: Int = 8) {
        self.folder = folder
        self.segmentBytes = max(1, segmentBytes)
        self.keptSegments = max(1, keptSegments)
    }

    /// The segments in the folder, oldest first.
    package func segments() throws(LogError) -> [URL] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw LogError(file: folder.path, line: nil, problem: .io("cannot list the recording's segments: \(error.localizedDescription)"))
        }
        // Zero-padded numbers: the names sort as the inputs they follow.
        return names.filter { $0.hasPrefix("segment-") && $0.hasSuffix(".jsonl") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Where the segment following input `seq` is written.
    func segmentURL(after seq: Int) -> URL {
        let digits = String(seq)
        return folder.appendingPathComponent("segment-" + String(repeating: "0", count: max(0, 15 - digits.count)) + digits + ".jsonl")
    }

    /// Removes the oldest segments beyond `keptSegments`.
    func removeOldSegments() throws(LogError) {
        for url in try segments().dropLast(keptSegments) {
            do { try FileManager.default.removeItem(at: url) } catch {
                throw LogError(file: url.path, line: nil, problem: .io("cannot remove an old segment: \(error.localizedDescription)"))
            }
        }
    }

    /// A recorder for a store of `F` starting at `state`: it continues the newest segment (the
    /// store logs its launch there first) or starts the first one. `writer` names the program.
    public func recorder<F: Feature>(
        for feature: F.Type, startingAt state: F.State, writer: LogWriterInfo?,
        checkpointInterval: Int = Recorder<F>.defaultCheckpointInterval
    ) throws(LogError) -> Recorder<F> {
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]) } catch {
            throw LogError(file: folder.path, line: nil, problem: .io("cannot create the recording's folder: \(error.localizedDescription)"))
        }
        let url = try segments().last ?? segmentURL(after: 0)
        return try Recorder.opening(url, startingAt: state, writer: writer, checkpointInterval: checkpointInterval, rolling: self)
    }

    /// Writes the kept segments, oldest first, as one log at `url` (replacing any file there): the
    /// oldest segment whole, then every later one without its header, whose state is the one the
    /// lines before it reach. Flush the store's recording first, so the newest inputs are in.
    public func export(to url: URL) throws(LogError) {
        let segments = try segments()
        guard !segments.isEmpty else { throw LogError(file: folder.path, line: nil, problem: .io("the recording has no segment")) }
        var bytes = Data()
        for (index, segment) in segments.enumerated() {
            let data: Data
            do { data = try Data(contentsOf: segment) } catch {
                throw LogError(file: segment.path, line: nil, problem: .unreadable)
            }
            guard index > 0 else {
                bytes += data
                continue
            }
            guard let endOfHeader = data.firstIndex(of: UInt8(ascii: "\n")) else {
                throw LogError(file: segment.path, line: 1, problem: .missingHeader)
            }
            bytes += data[data.index(after: endOfHeader)...]
        }
        do { try bytes.write(to: url) } catch {
            throw LogError(file: url.path, line: nil, problem: .io("cannot write the exported session: \(error.localizedDescription)"))
        }
    }
}

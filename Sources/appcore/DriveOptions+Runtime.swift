import ActionLog
import Effects
import Foundation
import Reducers

/// What `drive` and `terminal` both build from their options: the launch state, the recorder and
/// the live runtime.
extension DriveOptions {
    /// The state `F` launches with, named `launch` in the log's header.
    static func launchState<F: Feature>(of feature: F.Type) throws(LogError) -> F.State {
        guard let initial = F.namedInitialStates["launch"] else {
            throw LogError(file: F.name, line: nil, problem: .unknownInitialState("launch", known: F.namedInitialStates.keys.sorted()))
        }
        return initial
    }

    /// A recorder writing to `--log`, continuing the log if it exists (the new process's launch is
    /// logged there); `nil` without `--log`. The log names this program as its writer.
    func recorder<F: Feature>(for feature: F.Type) throws(LogError) -> Recorder<F>? {
        let writer = LogWriterInfo.current(program: command == .drive ? "appcore drive" : "appcore terminal")
        return try logPath.map { path throws(LogError) in
            Recorder<F>(writer: try LogWriter(url: URL(fileURLWithPath: path), header: F.logHeader(initial: .named("launch"), writer: writer)))
        }
    }

    /// The live runtime on `--data` (a new temporary folder without it), with the `--map` rules.
    func runner(credentials: [QueryCredential] = []) -> LiveEffectRunner {
        let data = dataFolder.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("appcore-\(ProcessInfo.processInfo.processIdentifier)")
        return LiveEffectRunner(configuration: .init(
            storageFolder: data.appendingPathComponent("store"), imageCacheFolder: data.appendingPathComponent("images"),
            urlMap: URLMap(redirects.map { URLMap.Rule(prefix: $0.prefix, replacement: $0.replacement) }),
            credentials: credentials))
    }
}

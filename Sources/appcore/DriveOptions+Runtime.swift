import ActionLog
import Effects
import Foundation
import Reducers

/// What `drive` and `terminal` both build from their options: the store (its initial state and
/// recorder) and the live runtime.
extension DriveOptions {
    /// The name of the state the app launches in: Films reading its bundled files with
    /// `--films-files`, otherwise `launch`.
    var launchStateName: String { filmsFilesFolder == nil ? "launch" : FilmsFeature.bundledFilesLaunch }

    /// The store the app runs on: from its launch state, or with `--replay`, from the state the
    /// replayed log reaches at `--until`; recording to `--log` (continued if it exists).
    @MainActor
    func store<F: Feature>(_ feature: F.Type, runner: any EffectRunner) throws(LogError) -> ViewStore<F> {
        let writer = LogWriterInfo.current(program: command == .drive ? "appcore drive" : "appcore terminal")
        let recording = logPath.map { URL(fileURLWithPath: $0) }
        if let replayPath {
            return try ViewStore(
                replaying: URL(fileURLWithPath: replayPath), until: replayUntil, runner: runner, recordingTo: recording, writer: writer)
        }
        let initial = try F.initialState(.named(launchStateName), file: F.name, line: nil)
        let recorder = try recording.map { url throws(LogError) in try Recorder<F>.opening(url, startingAt: initial, writer: writer) }
        return ViewStore(initialState: initial, runner: runner, recorder: recorder)
    }

    /// The live runtime on `--data`, with the `--map` rules, the credentials and the bundled files
    /// of `--films-files`. `AppcoreMain`
    /// sets `dataFolder` before any session runs (a `PrivateDataFolder` without the option); a
    /// caller that did not gets a private folder of its own the same way.
    func runner() -> LiveEffectRunner {
        let data = dataFolder.map { URL(fileURLWithPath: $0) } ?? PrivateDataFolder.make()
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("appcore-data-\(ProcessInfo.processInfo.processIdentifier)")
        return LiveEffectRunner(configuration: .init(
            storageFolder: data.appendingPathComponent("store"), imageCacheFolder: data.appendingPathComponent("images"),
            urlMap: URLMap(redirects.map { URLMap.Rule(prefix: $0.prefix, replacement: $0.replacement) }),
            credentials: credentials, bundledFilesFolder: filmsFilesFolder.map { URL(fileURLWithPath: $0, isDirectory: true) }))
    }
}

extension DriveOptions {
    /// The secrets the runtime adds to `app`'s requests: for Places, the key from `PLACES_API_KEY`,
    /// or else the first line of the file `PLACES_API_KEY_FILE` names. A key file that cannot be
    /// read or holds no key is an error, so that a session never starts keyless by mistake.
    static func credentials(
        for app: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ParseError) -> [QueryCredential] {
        guard app == PlacesFeature.name else { return [] }
        let variable = QueryCredential.placesKeyVariable, fileVariable = QueryCredential.placesKeyFileVariable
        if environment[variable]?.allSatisfy(\.isWhitespace) ?? true, let path = environment[fileVariable] {
            guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw .invalid("\(fileVariable) names \(path), which cannot be read")
            }
            guard contents.split(whereSeparator: \.isNewline).first?.allSatisfy(\.isWhitespace) == false else {
                throw .invalid("\(fileVariable) names \(path), whose first line holds no key")
            }
        }
        return QueryCredential.placesAPIKey(environment).map { [$0] } ?? []
    }
}

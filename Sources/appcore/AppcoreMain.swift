import AppState
import Dispatch
import Effects
import Foundation
import Reducers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `appcore drive`: any front end, in any language, drives the core through standard input and
/// output. `appcore terminal`: the apps drawn in the terminal, driven by keys. See
/// `DriveOptions.usage`, `docs/driver-protocol.md` and `docs/front-ends.md`.
@main
struct AppcoreMain {
    static func main() async {
        Shutdown.install()
        var options: DriveOptions
        do throws(DriveOptions.ParseError) {
            options = try DriveOptions.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            switch error {
            case .helpRequested:
                print(DriveOptions.usage)
                exit(0)
            case .invalid(let message):
                FileHandle.standardError.write(Data("error: \(message)\nRun appcore --help for usage.\n".utf8))
                exit(2)
            }
        }
        do throws(DriveOptions.ParseError) { options.credentials = try DriveOptions.credentials(for: options.app) } catch {
            if case .invalid(let message) = error { FileHandle.standardError.write(Data("error: \(message)\n".utf8)) }
            exit(2)
        }
        if let path = options.dataFolder, let refusal = DataFolderCheck.refusal(of: path) {
            FileHandle.standardError.write(Data("error: \(refusal)\n".utf8))
            exit(2)
        }
        if options.dataFolder == nil {
            guard let folder = PrivateDataFolder.make() else {
                FileHandle.standardError.write(Data("error: cannot make a private data folder under \(FileManager.default.temporaryDirectory.path); give one with --data\n".utf8))
                exit(2)
            }
            options.dataFolder = folder.path
        }
        if options.command == .terminal {
            guard let code = await TerminalApps.run(options.app, options) else {
                FileHandle.standardError.write(Data("error: unknown app \(options.app) (known: \(TerminalApps.names.joined(separator: ", ")))\n".utf8))
                exit(2)
            }
            exit(code)
        }
        guard let feature = FeatureRegistry.standard.feature(named: options.app) else {
            FileHandle.standardError.write(Data("error: unknown app \(options.app) (known: \(FeatureRegistry.standard.names.joined(separator: ", ")))\n".utf8))
            exit(2)
        }
        await drive(feature, options)
    }

    @MainActor
    private static func drive<F: Feature>(_ feature: F.Type, _ options: DriveOptions) async {
        let driver: Driver<F>
        do { driver = try Driver(feature, options: options, runner: options.runner()) } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(2)
        }
        Shutdown.onSignal { _ = driver.finish() }
        exit(await driver.run(standardInputLines()))
    }

    /// Standard input's lines, read on a thread of their own so the main actor never blocks.
    private static func standardInputLines() -> AsyncStream<String> {
        AsyncStream { continuation in
            Thread {
                while let line = readLine(strippingNewline: true) { continuation.yield(line) }
                continuation.finish()
            }.start()
        }
    }
}

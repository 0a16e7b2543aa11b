import AppState
import Effects
import Foundation
import Reducers
import XCTest

@testable import appcore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The README's commands for the apps in a terminal, as written: every server command starts the
/// test server, and every `appcore` command parses, holds the Places key the server wants, and
/// sends the app's first request to an address that server answers.
final class ReadmeCommandTests: XCTestCase {
    func testTheTerminalCommandsOfTheReadmeWorkAsWritten() throws {
        let blocks = try Self.shellBlocks()
        XCTAssertEqual(blocks.count, 4, "lunch and films, burgers, places, dining")
        var apps: [String] = []
        for block in blocks {
            var server: LocalServer?
            defer { server?.stop() }
            for line in block {
                if line.hasPrefix("python3 Tests/Server/server.py ") {
                    let arguments = Self.words(line.dropFirst("python3 Tests/Server/server.py ".count)).filter { $0 != "&" }
                    server = try LocalServer(root: nil, arguments: arguments)
                } else if let start = line.range(of: "swift run appcore ") {
                    let environment = Dictionary(Self.words(line[..<start.lowerBound]).compactMap { assignment in
                        assignment.split(separator: "=", maxSplits: 1).map(String.init).count == 2
                            ? (String(assignment.prefix { $0 != "=" }), String(assignment.drop { $0 != "=" }.dropFirst())) : nil
                    }) { $1 }
                    let port = server.map { String($0.port) } ?? "<n>"
                    let arguments = Self.words(line[start.upperBound...]).map { $0.replacingOccurrences(of: "<n>", with: port) }
                    let options = try DriveOptions.parse(arguments)
                    apps.append(options.app)
                    let credentials = try DriveOptions.credentials(for: options.app, environment: environment)
                    try checkFirstRequest(of: options, credentials: credentials, line: line)
                } else if line.hasPrefix("mkdir -p dining/store && cp ") {
                    let source = try XCTUnwrap(Self.words(line).first { $0.hasPrefix("Fixtures/") })
                    XCTAssertTrue(FileManager.default.fileExists(atPath: SessionHarness.repositoryRoot.appendingPathComponent(source).path), source)
                }
            }
        }
        XCTAssertEqual(Set(apps), Set(TerminalApps.names), "a command for every terminal app")
    }

    /// The first address `options.app` asks for, sent where the command's `--map` rules send it
    /// (with the key the runtime adds), answers 200 from the server the block started.
    private func checkFirstRequest(of options: DriveOptions, credentials: [QueryCredential], line: String) throws {
        if let folder = options.filmsFilesFolder {
            for kind in FilmListKind.allCases {
                let file = SessionHarness.repositoryRoot.appendingPathComponent(folder).appendingPathComponent(FilmsSettings.fileName(of: kind))
                XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "\(file.lastPathComponent) for \(line)")
            }
            return
        }
        let first: URL? = switch options.app {
        case LunchFeature.name: LunchSettings.realFeedURL
        case FilmsFeature.name: FilmsSettings.standard.url(of: .userRatings)
        case BurgersFeature.name: BurgersSettings.production.burgersURL
        case PlacesFeature.name: URL(string: "https://maps.googleapis.com/maps/api/place/nearbysearch/json?location=-33.8670522,151.1957362&radius=100")
        default: nil
        }
        guard let first else { return }
        if options.app == PlacesFeature.name { XCTAssertFalse(credentials.isEmpty, "the Places key, in \(line)") }
        let map = URLMap(options.redirects.map { URLMap.Rule(prefix: $0.prefix, replacement: $0.replacement) })
        let address = map.resolve(credentials.reduce(first) { $1.apply(to: $0) })
        XCTAssertEqual(address.host, "127.0.0.1", "\(first) goes to the local server in \(line)")
        let (status, body) = try Self.get(address)
        XCTAssertEqual(status, 200, "\(address) for \(line)")
        if options.app == PlacesFeature.name { XCTAssertTrue(body.contains(#""status": "OK""#), body) }
    }

    /// The lines of each `sh` block in the README's section on the apps in a terminal.
    private static func shellBlocks() throws -> [[String]] {
        let readme = try String(contentsOf: SessionHarness.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "## The apps in a terminal").dropFirst().first)
            .components(separatedBy: "\n## ")[0]
        return section.components(separatedBy: "```sh\n").dropFirst().map { block in
            block.components(separatedBy: "\n```")[0].split(separator: "\n").map(String.init)
        }
    }

    private static func words(_ text: some StringProtocol) -> [String] {
        String(text).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    private static func get(_ url: URL) throws -> (Int, String) {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var answer: (Int, String)?
        URLSession.shared.dataTask(with: url) { data, response, _ in
            answer = ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data ?? Data(), as: UTF8.self))
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 10)
        return try XCTUnwrap(answer, "no answer from \(url)")
    }
}

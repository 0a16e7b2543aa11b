import ActionLog
import AppState
import Foundation
import LogReplay
import Reducers
import XCTest

/// `appcore drive --app films --films-files FOLDER`: the two lists are read from the folder's files
/// by the live runtime, each read logged as a result, and the log replays with no file at hand.
final class DriverFilmsFilesTests: XCTestCase {
    func testTheDriverReadsTheListsFromTheFolderAndItsLogReplaysWithoutThem() async throws {
        let folder = try SessionHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = folder.appendingPathComponent("films")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        let fixtures = SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/films")
        for name in ["Films-user.json", "Films-critic.json"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: files.appendingPathComponent(name))
        }
        let closed = try ReservedPort()
        let log = folder.appendingPathComponent("films.jsonl")
        let session = try DriverSession(try AppcoreExecutable.url(), [
            "drive", "--app", "films", "--films-files", files.path, "--log", log.path, "--data", folder.appendingPathComponent("data").path,
            "--path", "config.source",
            // Posters go to a port that refuses, never to the internet.
            "--map", "https://images-na.ssl-images-amazon.com/=http://127.0.0.1:\(closed.number)/",
        ])
        session.send(#"{"appeared":{}}"#)
        session.send(#"{"segmentSelected":{"list":"criticRatings"}}"#)
        try await waitUntil("both files are read") { session.results("bundledFileRead").count == 2 }
        session.closeInput()
        XCTAssertEqual(session.waitForExit(), 0)

        let reads = session.results("bundledFileRead")
        // The two reads run side by side: their answers come in either order.
        let names = reads.compactMap { read -> String? in if case .string(let name)? = read["name"] { name } else { nil } }
        XCTAssertEqual(Set(names), ["Films-user.json", "Films-critic.json"])
        XCTAssertEqual(reads.map { $0["body"] != nil }, [true, true], "the bytes read are in the result")
        XCTAssertEqual(session.lines.first?["state"], .string("bundledFiles"))

        // Replayed with the files gone: the bytes come from the log.
        try FileManager.default.removeItem(at: files)
        let replayed = try Replayer<FilmsFeature>(verify: true).run(LogOpening(url: log))
        XCTAssertNil(replayed.divergence)
        XCTAssertEqual(replayed.state.settings.source, .bundledFiles)
        XCTAssertEqual(replayed.state.userRatings.content.value?.films.first?.title, "Interstellar")
        XCTAssertEqual(replayed.state.criticRatings.content.value?.films.first?.title, "The Shawshank Redemption")
        XCTAssertEqual(replayed.state.userRatings.content.value?.films.count, 15)
        XCTAssertEqual(replayed.state.criticRatings.content.value?.films.count, 15)
    }

    func testTheOptionIsForFilmsOnlyAndInTheHelp() throws {
        let other = try DriverSession(try AppcoreExecutable.url(), ["drive", "--app", "lunch", "--films-files", "Fixtures/films"])
        XCTAssertEqual(other.waitForExit(), 2, "--films-files with another app is a bad argument")

        let help = try DriverSession(try AppcoreExecutable.url(), ["--help"])
        XCTAssertEqual(help.waitForExit(), 0)
        XCTAssertTrue(help.text.contains("--films-files <folder>  films: read the two lists from Films-user.json"), help.text)
    }
}

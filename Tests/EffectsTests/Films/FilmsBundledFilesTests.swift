import AppState
import Effects
import Foundation
import Reducers
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Films reading its two lists from the bundled files: the live runner reads copies of the real
/// fixture files in a folder of the test's own, and each way a file can fail is named on screen
/// with Retry, as a failed HTTP load is.
final class FilmsBundledFilesTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try SessionHarness.temporaryFolder()
        let fixtures = SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/films")
        for name in ["Films-user.json", "Films-critic.json"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func runner() -> LiveEffectRunner {
        LiveEffectRunner(configuration: .init(
            storageFolder: folder.appendingPathComponent("store"), imageCacheFolder: folder.appendingPathComponent("images"),
            bundledFilesFolder: folder))
    }

    /// Sends `action`, performs each list read with the live runner and feeds its result back, as
    /// a store does; posters are left unloaded (no test reaches the internet).
    private func send(_ action: FilmsAction, to state: inout FilmsState) async throws -> [Effect] {
        let effects = FilmsFeature.reduce(&state, action)
        let runner = runner()
        for effect in effects {
            guard case .readBundledFile = effect else { continue }
            let result = await runner.run(effect)
            let answer = try XCTUnwrap(FilmsFeature.action(for: try XCTUnwrap(result)))
            _ = FilmsFeature.reduce(&state, answer)
        }
        return effects
    }

    /// `(id, name)` of each film of the fixture file `name`, read with `JSONSerialization`, not
    /// with the feature's decoder.
    private static func fixtureFilms(_ name: String) throws -> [(id: Int, title: String)] {
        let data = try Data(contentsOf: SessionHarness.repositoryRoot.appendingPathComponent("Fixtures/films/\(name)"))
        let films = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return try films.map { (try XCTUnwrap($0["id"] as? Int), try XCTUnwrap($0["name"] as? String)) }
    }

    func testTheLiveRunnerReadsBothFixtureFilesIntoTheSeedsTwoLists() async throws {
        var state = try XCTUnwrap(FilmsFeature.namedInitialStates[FilmsFeature.bundledFilesLaunch])
        XCTAssertEqual(state.settings.source, .bundledFiles)

        let first = try await send(.appeared, to: &state)
        XCTAssertEqual(first, [.readBundledFile(id: "list:userRatings", name: "Films-user.json", maxBytes: 5_000_000)])
        _ = try await send(.segmentSelected(list: .criticRatings), to: &state)

        for (kind, name) in [(FilmListKind.userRatings, "Films-user.json"), (.criticRatings, "Films-critic.json")] {
            let expected = try Self.fixtureFilms(name)
            let list = try XCTUnwrap(state[list: kind].content.value, "\(name) loaded")
            XCTAssertEqual(list.films.map(\.id.rawValue), expected.map(\.id), name)
            XCTAssertEqual(list.films.map(\.title), expected.map(\.title), name)
            // The seed: each endpoint returns the 15 films with the highest rating.
            XCTAssertEqual(list.films.count, 15, name)
            XCTAssertEqual(list.warnings, [], name)
        }
        // The seed's screenshots: the user list opens with Interstellar, the critic list with The
        // Shawshank Redemption, and The Dark Knight is in both.
        XCTAssertEqual(state.userRatings.content.value?.films.first?.title, "Interstellar")
        XCTAssertEqual(state.criticRatings.content.value?.films.first?.title, "The Shawshank Redemption")
        XCTAssertNotNil(state.userRatings.content.value?.film(FilmID(7)))
        XCTAssertNotNil(state.criticRatings.content.value?.film(FilmID(7)))
        XCTAssertNil(FilmsScreen(state).list?.notice)
    }

    func testAMissingFileIsNamedOnScreenWithRetryAndRetryReadsItOnceBack() async throws {
        try FileManager.default.moveItem(at: folder.appendingPathComponent("Films-user.json"), to: folder.appendingPathComponent("elsewhere.json"))
        var state = FilmsState(settings: .bundledFiles)
        _ = try await send(.appeared, to: &state)

        XCTAssertEqual(state.userRatings.content, .failed(error: .file(name: "Films-user.json", error: .missing)))
        let notice = try XCTUnwrap(FilmsScreen(state).list?.notice)
        XCTAssertEqual(notice.text, "The films could not be read: Films-user.json is missing. Retry.")
        XCTAssertEqual(notice.button, ScreenButton("Retry"))

        try FileManager.default.moveItem(at: folder.appendingPathComponent("elsewhere.json"), to: folder.appendingPathComponent("Films-user.json"))
        _ = try await send(.retryTapped(list: .userRatings), to: &state)
        XCTAssertEqual(state.userRatings.content.value?.films.map(\.id.rawValue), try Self.fixtureFilms("Films-user.json").map(\.id))
    }

    /// The file is there but cannot be opened, for root too (CI runs as root, and root reads a
    /// file of mode 000): a link that points at itself, which `open` refuses with `ELOOP`.
    func testAnUnreadableFileIsNamedWithTheSystemsReason() async throws {
        let file = folder.appendingPathComponent("Films-user.json")
        try FileManager.default.removeItem(at: file)
        XCTAssertEqual(symlink(file.path, file.path), 0)
        var state = FilmsState(settings: .bundledFiles)
        _ = try await send(.appeared, to: &state)

        let reason = String(cString: strerror(ELOOP))
        XCTAssertEqual(state.userRatings.content, .failed(error: .file(name: "Films-user.json", error: .unreadable(reason: reason))))
        XCTAssertEqual(
            FilmsScreen(state).list?.notice, .retryable("The films could not be read: Films-user.json cannot be opened (\(reason)). Retry."))
    }

    func testAMalformedFileNamesTheFileAndTheField() async throws {
        // The fixture with its first film's title a number instead of text.
        let url = folder.appendingPathComponent("Films-critic.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let broken = try XCTUnwrap(text.range(of: #""name": "The Shawshank Redemption""#))
        try text.replacingCharacters(in: broken, with: #""name": 1994"#).write(to: url, atomically: true, encoding: .utf8)
        var state = FilmsState(settings: .bundledFiles, selectedList: .criticRatings)
        _ = try await send(.appeared, to: &state)

        XCTAssertEqual(
            state.criticRatings.content,
            .failed(error: .malformedFile(name: "Films-critic.json", failure: DecodeFailure(path: "[0].name", reason: "expected String"))))
        XCTAssertEqual(
            FilmsScreen(state).list?.notice,
            .retryable("The films could not be read: Films-critic.json is not what this app expects at [0].name (expected String)."))
    }

    func testAFileOverTheLimitIsRefusedNamingTheLimit() async throws {
        let size = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("Films-user.json").path)[.size] as? Int)
        let runner = runner()
        let over = await runner.run(.readBundledFile(id: "list:userRatings", name: "Films-user.json", maxBytes: size - 1))
        XCTAssertEqual(over, .bundledFileRead(id: "list:userRatings", name: "Films-user.json", .failure(.tooLarge(limit: size - 1))))
        let exact = await runner.run(.readBundledFile(id: "list:userRatings", name: "Films-user.json", maxBytes: size))
        XCTAssertEqual(exact, .bundledFileRead(id: "list:userRatings", name: "Films-user.json", .success(try Data(contentsOf: folder.appendingPathComponent("Films-user.json")))))

        let action = try XCTUnwrap(FilmsFeature.action(for: try XCTUnwrap(over)))
        var state = FilmsState(settings: .bundledFiles)
        _ = FilmsFeature.reduce(&state, .appeared)
        _ = FilmsFeature.reduce(&state, action)
        XCTAssertEqual(
            FilmsScreen(state).list?.notice,
            .retryable("The films could not be read: Films-user.json is larger than the \(size - 1) bytes this app accepts."))
    }

    func testANameThatLeavesTheFolderOrAFolderIsNotRead() async throws {
        let runner = runner()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("lists"), withIntermediateDirectories: true)
        for name in ["../Films-user.json", "store/Films-user.json", ".hidden", ""] {
            let result = await runner.run(.readBundledFile(id: "list:userRatings", name: name, maxBytes: 1_000))
            XCTAssertEqual(
                result, .bundledFileRead(id: "list:userRatings", name: name, .failure(.unreadable(reason: "not a plain file name: use letters, digits, '.', '-' and '_'"))), name)
        }
        let directory = await runner.run(.readBundledFile(id: "list:userRatings", name: "lists", maxBytes: 1_000))
        XCTAssertEqual(directory, .bundledFileRead(id: "list:userRatings", name: "lists", .failure(.unreadable(reason: "not a regular file"))))
        let noFolder = LiveEffectRunner(configuration: .init(storageFolder: folder, imageCacheFolder: folder))
        let unset = await noFolder.run(.readBundledFile(id: "list:userRatings", name: "Films-user.json", maxBytes: 1_000))
        XCTAssertEqual(unset, .bundledFileRead(id: "list:userRatings", name: "Films-user.json", .failure(.unreadable(reason: "no folder of bundled files was given"))))
    }
}

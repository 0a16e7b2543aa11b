import ActionLog
import AppState
import Reducers
import XCTest

/// `FilmsFeature.action(for:)`: responses decoded into films, or errors naming the JSON path.
final class FilmsDecodingTests: XCTestCase {
    private typealias TestData = FilmsTestData

    private func listLoaded(_ body: String, status: Int = 200) -> FilmsAction? {
        FilmsFeature.action(for: .http(id: "list:userRatings", .success(HTTPResponse(status: status, body: Data(body.utf8)))))
    }

    private func decodeFailure(_ body: String) -> DecodeFailure? {
        guard case .listLoaded(_, result: .failure(.decoding(let failure))) = listLoaded(body) else { return nil }
        return failure
    }

    func testTheRealUserListDecodes() throws {
        let films = try TestData.fixtureFilms("Films-user.json")
        XCTAssertEqual(films.count, 15)
        XCTAssertEqual(films.map(\.id.rawValue), Array(1...15))
        XCTAssertEqual(films.prefix(4).map(\.title), ["Interstellar", "The Wolf of Wall Street", "Django Unchained", "The Intouchables"])
        XCTAssertEqual(films[13].title, "The Lord of the Rings: The Fellowship of the Ring ", "the title is kept as the feed spells it")
        XCTAssertEqual(films[0].shortDescription, "A team of explorers travel through a wormhole in space in an attempt to ensure humanity's survival.")
        XCTAssertEqual(films[0].longDescription.count, 503)
        XCTAssertEqual(
            films[0].imageURL?.text,
            "https://images-na.ssl-images-amazon.com/images/M/MV5BMjIxNTU4MzY4MF5BMl5BanBnXkFtZTgwMzM4ODI3MjE@._V1_UX140_CR0,0,140,209_AL_.jpg")
        XCTAssertEqual(FilmList(received: films).warnings, [])
    }

    func testTheRealCriticListDecodes() throws {
        let films = try TestData.fixtureFilms("Films-critic.json")
        XCTAssertEqual(films.map(\.id.rawValue), [16, 17, 18, 7, 19, 20, 21, 12, 22, 23, 14, 24, 25, 5, 13])
        XCTAssertEqual(films[0].title, "The Shawshank Redemption")
        XCTAssertEqual(films[3].title, "The Dark Knight")
        XCTAssertEqual(films[8].longDescription.count, 965)
        XCTAssertEqual(FilmList(received: films).warnings, [])
    }

    func testResultsMapToTheirListOrFilm() throws {
        let url = try TestData.posterURL(7)
        XCTAssertEqual(
            FilmsFeature.action(for: .http(id: "list:criticRatings", .success(HTTPResponse(status: 200, body: Data("[]".utf8))))),
            .listLoaded(list: .criticRatings, result: .success([])))
        XCTAssertEqual(
            FilmsFeature.action(for: .image(id: "image:7", url: url, .success(TestData.poster))),
            .imageLoaded(film: FilmID(7), url: url, result: .success(TestData.poster)))
        XCTAssertNil(FilmsFeature.action(for: .http(id: "list:weekly", .failure(.timedOut))))
        XCTAssertNil(FilmsFeature.action(for: .http(id: "image:7", .failure(.timedOut))))
        XCTAssertNil(FilmsFeature.action(for: .image(id: "image:seven", url: url, .failure(.notAnImage))))
        XCTAssertNil(FilmsFeature.action(for: .timerFired(id: "list:userRatings")))
    }

    func testTransportFailuresAndBadStatusesAreTypedErrors() {
        XCTAssertEqual(listLoaded("<html>Service Unavailable</html>", status: 503), .listLoaded(list: .userRatings, result: .failure(.badStatus(status: 503))))
        XCTAssertEqual(
            FilmsFeature.action(for: .http(id: "list:userRatings", .failure(.unreachable(reason: "films.example.com")))),
            .listLoaded(list: .userRatings, result: .failure(.http(error: .unreachable(reason: "films.example.com")))))
    }

    func testAMissingFieldIsNamedByItsPath() {
        let body = #"[{"id": 1, "name": "Interstellar", "desc": "d", "long_desc": "l"}, {"id": 2, "name": "Memento", "desc": "d"}]"#
        XCTAssertEqual(decodeFailure(body), DecodeFailure(path: "[1].long_desc", reason: "missing"))
    }

    func testAWrongTypeIsNamedByItsPath() {
        let body = #"[{"id": "7", "name": "The Dark Knight", "desc": "d", "long_desc": "l"}]"#
        XCTAssertEqual(decodeFailure(body), DecodeFailure(path: "[0].id", reason: "expected Int"))
        let image = #"[{"id": 7, "name": "The Dark Knight", "desc": "d", "long_desc": "l", "image": 42}]"#
        XCTAssertEqual(decodeFailure(image), DecodeFailure(path: "[0].image", reason: "expected String"))
    }

    func testAnObjectInsteadOfAListOrNoJSONIsReportedAtTheRoot() {
        XCTAssertEqual(decodeFailure(#"{"films": []}"#)?.path, "(root)")
        XCTAssertEqual(decodeFailure("[{\"id\": 1,"), DecodeFailure(path: "(root)", reason: "not valid JSON"))
    }

    func testAMissingOrUnusablePosterAddressGivesNoAddress() throws {
        let bodies = [
            #"[{"id": 1, "name": "A", "desc": "d", "long_desc": "l"}]"#,
            #"[{"id": 1, "name": "A", "desc": "d", "long_desc": "l", "image": null}]"#,
            #"[{"id": 1, "name": "A", "desc": "d", "long_desc": "l", "image": "  "}]"#,
            #"[{"id": 1, "name": "A", "desc": "d", "long_desc": "l", "image": "/posters/a.jpg"}]"#,
            #"[{"id": 1, "name": "A", "desc": "d", "long_desc": "l", "image": "ftp://posters.example.com/a.jpg"}]"#,
        ]
        let expected = Film(id: FilmID(1), title: "A", shortDescription: "d", longDescription: "l", imageURL: nil)
        for body in bodies {
            XCTAssertEqual(listLoaded(body), .listLoaded(list: .userRatings, result: .success([expected])), body)
        }
    }

    func testAFilmIsLoggedUnderTheFeedsKeysAndReadsBackTheSame() throws {
        let film = try TestData.film(7, "The Dark Knight")
        let json = String(decoding: try CanonicalJSON.encode(film), as: UTF8.self)
        XCTAssertEqual(
            json,
            #"{"desc":"Short 7.","id":7,"image":"https://posters.example.com/7.jpg","long_desc":"Long description of film 7.","name":"The Dark Knight"}"#)
        XCTAssertEqual(try CanonicalJSON.decode(Film.self, from: Data(json.utf8)), film)
        let placeholder = try TestData.film(15, "Memento", hasPoster: false)
        XCTAssertEqual(try CanonicalJSON.decode(Film.self, from: CanonicalJSON.encode(placeholder)), placeholder)
    }
}

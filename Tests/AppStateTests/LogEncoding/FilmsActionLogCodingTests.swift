import ActionLog
import AppState
import Foundation
import XCTest

/// The films actions' named spelling, written out by hand, every case read back, and the errors of
/// a case or a field this build does not know.
final class FilmsActionLogCodingTests: XCTestCase {
    private static let poster = AddressText("https://images.example.com/interstellar.jpg")!
    private static let film = Film(
        id: FilmID(1), title: "Interstellar", shortDescription: "Explorers travel through a wormhole.",
        longDescription: "A team of explorers travel through a wormhole in space.", imageURL: poster)

    func testSpellingsWrittenByHand() throws {
        let cases: [(FilmsAction, String)] = [
            (.appeared, #"{"appeared":{}}"#),
            (.segmentSelected(list: .criticRatings), #"{"segmentSelected":{"list":"criticRatings"}}"#),
            (.listScrolled(list: .userRatings, offset: 240), #"{"listScrolled":{"list":"userRatings","offset":240}}"#),
            (.listLoaded(list: .userRatings, result: .success([Self.film])),
             #"{"listLoaded":{"list":"userRatings","result":{"success":[{"desc":"Explorers travel through a wormhole.","#
                + #""id":1,"image":"https://images.example.com/interstellar.jpg","long_desc":"A team of explorers travel "#
                + #"through a wormhole in space.","name":"Interstellar"}]}}}"#),
            (.listLoaded(list: .criticRatings, result: .failure(.badStatus(status: 503))),
             #"{"listLoaded":{"list":"criticRatings","result":{"failure":{"badStatus":{"status":503}}}}}"#),
            (.imageLoaded(film: FilmID(1), url: Self.poster, result: .failure(.badStatus(status: 404))),
             #"{"imageLoaded":{"film":1,"result":{"failure":{"badStatus":{"status":404}}},"#
                + #""url":"https://images.example.com/interstellar.jpg"}}"#),
            (.heartTapped(film: FilmID(7)), #"{"heartTapped":{"film":7}}"#),
        ]
        for (action, expected) in cases { assertSpelling(action, expected) }
    }

    func testEveryCaseRoundTrips() throws {
        let info = ImageInfo(format: .png, byteCount: 9876, width: 140, height: 209, digest: "5d41402a", fromCache: false)
        let noPoster = Film(id: FilmID(2), title: "Inception ", shortDescription: "", longDescription: "", imageURL: nil)
        let actions: [FilmsAction] = [
            .appeared,
            .segmentSelected(list: .userRatings),
            .retryTapped(list: .criticRatings),
            .listLoaded(list: .userRatings, result: .success([Self.film, noPoster])),
            .listLoaded(list: .userRatings, result: .success([])),
            .listLoaded(list: .criticRatings, result: .failure(.decoding(failure: DecodeFailure(path: "[3].name", reason: "missing")))),
            .listLoaded(list: .criticRatings, result: .failure(.http(error: .tooLarge(limit: 1_000_000)))),
            .listScrolled(list: .criticRatings, offset: -20),
            .imageLoaded(film: FilmID(1), url: Self.poster, result: .success(info)),
            .imageLoaded(film: FilmID(1), url: Self.poster, result: .failure(.http(error: .unreachable(reason: "offline")))),
            .heartTapped(film: FilmID(5)),
            .rowTapped(film: FilmID(5)),
            .returnedToList(via: .button),
        ]
        assertRoundTrips(actions)
    }

    func testUnknownCasesAndFieldsNameTheirPath() throws {
        assertRefused(FilmsAction.self, #"{"posterTapped":{"film":1}}"#, LogDecodingError(path: "action", reason: .unknownCase("posterTapped")))
        assertRefused(FilmsAction.self, 
            #"{"heartTapped":{"film":1,"list":"userRatings"}}"#,
            LogDecodingError(path: "action.heartTapped", reason: .unknownField("list")))
        try assertInvalid(#"{"segmentSelected":{"list":"newest"}}"#, at: "action.segmentSelected.list")
        assertRefused(FilmsAction.self, 
            #"{"imageLoaded":{"film":1,"result":{"failure":{"http.lost":{}}},"url":"https://a.example/p.jpg"}}"#,
            LogDecodingError(path: "action.imageLoaded.result.failure.http", reason: .unknownCase("lost")))
        assertRefused(FilmsAction.self, #"{"listScrolled":{"list":"userRatings"}}"#, LogDecodingError(path: "action.listScrolled.offset", reason: .missing))
    }

    /// A labeled value counted in format 1's positions: `imageLoaded`'s result was `_2`.
    func testFormatOnePositionsCountLabeledValues() throws {
        let old = #"{"imageLoaded":{"_0":3,"_2":{"success":{"byteCount":1,"digest":"d","format":"gif","fromCache":true}},"url":"https://a.example/p.gif"}}"#
        let named = try formatOneNamed(old, by: FilmsAction.formatOneSpelling)
        XCTAssertEqual(
            logText(named),
            #"{"imageLoaded":{"film":3,"result":{"success":{"byteCount":1,"digest":"d","format":"gif","fromCache":true}},"url":"https://a.example/p.gif"}}"#)
        let info = ImageInfo(format: .gif, byteCount: 1, width: nil, height: nil, digest: "d", fromCache: true)
        let url = try XCTUnwrap(AddressText("https://a.example/p.gif"))
        XCTAssertEqual(try FilmsAction(logValue: named, at: "action"), .imageLoaded(film: FilmID(3), url: url, result: .success(info)))
    }


    /// A value of the right type that names nothing this build knows: refused at its path.
    private func assertInvalid(_ json: String, at path: String, line: UInt = #line) throws {
        XCTAssertThrowsError(try decoded(FilmsAction.self, json), line: line) { error in
            let error = error as? LogDecodingError
            XCTAssertEqual(error?.path, path, line: line)
            guard case .invalid? = error?.reason else { return XCTFail("\(String(describing: error))", line: line) }
        }
    }
}

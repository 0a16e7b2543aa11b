import ActionLog
import AppState
import Foundation
import Reducers
import XCTest

/// Films, addresses and fixture bytes for the films tests, written out by hand.
enum FilmsTestData {
    /// The bytes of `Fixtures/films/<name>`.
    static func fixture(_ name: String) throws -> Data {
        try Fixtures.data("films", name)
    }

    /// The films of `Fixtures/films/<name>`, decoded the way the feature decodes a response.
    static func fixtureFilms(_ name: String) throws -> [Film] {
        let response = HTTPResponse(status: 200, body: try fixture(name))
        return try LoadError.decode([Film].self, from: .success(response)).get()
    }

    static func address(_ text: String) throws -> URL {
        try XCTUnwrap(URL(string: text), "not an address: \(text)")
    }

    static func launchState() throws -> FilmsState {
        try XCTUnwrap(FilmsFeature.namedInitialStates["launch"])
    }

    static func userListRequest() throws -> Effect {
        .http(HTTPRequest(id: "list:userRatings", url: try address("https://films.example.com/Films-user.json")))
    }

    static func criticListRequest() throws -> Effect {
        .http(HTTPRequest(id: "list:criticRatings", url: try address("https://films.example.com/Films-critic.json")))
    }

    static func posterURL(_ id: Int) throws -> AddressText {
        try poster("https://posters.example.com/\(id).jpg")
    }

    static func poster(_ text: String) throws -> AddressText {
        try XCTUnwrap(AddressText(text), "not an address: \(text)")
    }

    static func posterRequest(_ id: Int) throws -> Effect {
        .loadImage(id: EffectID("image:\(id)"), url: try posterURL(id))
    }

    /// A film with short made-up texts and, unless `hasPoster` is false, the poster `posterURL(id)`.
    static func film(_ id: Int, _ title: String, hasPoster: Bool = true) throws -> Film {
        Film(
            id: FilmID(id), title: title, shortDescription: "Short \(id).",
            longDescription: "Long description of film \(id).",
            imageURL: hasPoster ? try posterURL(id) : nil)
    }

    static let poster = ImageInfo(
        format: .jpeg, byteCount: 4_321, width: 140, height: 209,
        digest: "1f0a6c2b9e8d7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a", fromCache: false)
}

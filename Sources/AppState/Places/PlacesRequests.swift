import Foundation

/// The web service requests of the app, built from the settings: paths and parameters as the
/// Places web service names them. They hold no key: the live runtime adds `key` to the service's
/// addresses just before the network (see `QueryCredential`).
package enum PlacesRequests {
    static let nearbyPath = "/maps/api/place/nearbysearch/json"
    static let detailsPath = "/maps/api/place/details/json"
    static let photoPath = "/maps/api/place/photo"
    /// The width of the row images asked for, in pixels.
    static let photoWidth = 400

    /// A Nearby Search: `location` and `radius` for a new search; `pagetoken` for a next page (the
    /// service ignores the other parameters then).
    package static func nearby(_ request: NearbyRequest, service: URL) -> Result<HTTPRequest, PlacesError> {
        let parameters: [(String, String)] = if let token = request.pageToken {
            [("pagetoken", token)]
        } else {
            [("location", request.origin.description), ("radius", String(NearbyList.radius))]
        }
        return url(service, nearbyPath, parameters).map {
            HTTPRequest(id: PlacesEffectID.nearby(request.number).effectID, url: $0)
        }
    }

    /// A Place Details lookup.
    package static func details(_ place: PlaceID, number: PlacesRequestNumber, service: URL) -> Result<HTTPRequest, PlacesError> {
        url(service, detailsPath, [("place_id", place.rawValue)]).map {
            HTTPRequest(id: PlacesEffectID.details(number).effectID, url: $0)
        }
    }

    /// The image of a list row: the place's first photo, `photoWidth` pixels wide; `nil` when the
    /// place has no photo or no search can be made (no settings, no key).
    /// Kept as text when it is plain (`WebAddress.isPlain`), as it is for a plain service: a row's
    /// image address is built each time the row comes on screen, and fetched only then.
    package static func photo(of place: Place, settings: PlacesSettings?) -> AddressText? {
        guard let reference = place.photoReference, let settings, settings.hasAPIKey else { return nil }
        let parameters = [("maxwidth", String(photoWidth)), ("photo_reference", reference)]
        let text = address(settings.service, photoPath, parameters)
        if WebAddress.isPlain(text) { return AddressText(spelled: text) }
        return try? url(text, service: settings.service).map(AddressText.init).get()
    }

    /// The request's address, parsed once.
    private static func url(_ service: URL, _ path: String, _ parameters: [(String, String)]) -> Result<URL, PlacesError> {
        url(address(service, path, parameters), service: service)
    }

    /// `text` as an address with a host, or the service's error.
    private static func url(_ text: String, service: URL) -> Result<URL, PlacesError> {
        guard let url = URL(string: text), url.host != nil else {
            return .failure(.invalidServiceURL(address: service.absoluteString))
        }
        return .success(url)
    }

    /// `service` + `path` + the query, every value percent-encoded except unreserved characters
    /// (and the comma of `location`), so a token or place id can never change the query's structure.
    /// Written as bytes, made a string once.
    private static func address(_ service: URL, _ path: String, _ parameters: [(String, String)]) -> String {
        var address = Array(service.absoluteString.utf8)
        while address.last == UInt8(ascii: "/") { address.removeLast() }
        address += path.utf8
        for (index, (name, value)) in parameters.enumerated() {
            address.append(index == 0 ? UInt8(ascii: "?") : UInt8(ascii: "&"))
            address += name.utf8
            address.append(UInt8(ascii: "="))
            appendPercentEncoded(value, to: &address)
        }
        return String(decoding: address, as: UTF8.self)
    }

    /// `value` with every UTF-8 byte but the unreserved characters and the comma written `%XX`,
    /// as `addingPercentEncoding(withAllowedCharacters:)` writes it (and about fifty times cheaper).
    package static func percentEncoded(_ value: String) -> String {
        var encoded: [UInt8] = []
        appendPercentEncoded(value, to: &encoded)
        return String(decoding: encoded, as: UTF8.self)
    }

    private static func appendPercentEncoded(_ value: String, to bytes: inout [UInt8]) {
        var value = value
        value.withUTF8 { utf8 in
            // A photo reference or a place id is nearly always written as it is: one run.
            var run = 0
            for index in utf8.indices where !isLeftAsIs(utf8[index]) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(utf8[index] >> 4))
                bytes.append(hexDigit(utf8[index] & 0x0F))
                run = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// Whether `byte` is written as it is in a query value: an unreserved character or the comma.
    private static func isLeftAsIs(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ","):
            true
        default: false
        }
    }
}

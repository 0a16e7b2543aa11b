import AppState
import Foundation

/// A secret query parameter (an API key) that the live runtime adds to addresses just before the
/// network, so that it never appears in an effect, an action, a state or a recorded log.
///
/// Every HTTP request and image address that starts with `urlPrefix` gets `name=value` appended to
/// its query, both percent-encoded. Results still carry the address the app asked for.
public struct QueryCredential: Equatable, Sendable {
    /// The environment variable holding the Places web service key.
    package static let placesKeyVariable = "PLACES_API_KEY"
    /// The environment variable naming a file whose first line is the Places web service key.
    package static let placesKeyFileVariable = "PLACES_API_KEY_FILE"

    /// The start of the addresses that get the parameter, say `https://maps.googleapis.com/`.
    public var urlPrefix: String
    /// The query item's name, say `key`.
    public var name: String
    /// The secret.
    public var value: String

    /// Adds `name=value` to every address starting with `urlPrefix`.
    public init(urlPrefix: String, name: String, value: String) {
        self.urlPrefix = urlPrefix
        self.name = name
        self.value = value
    }

    /// `url` with `name=value` appended to its query when it starts with `urlPrefix`, else `url`.
    package func apply(to url: URL) -> URL {
        let text = url.absoluteString
        guard text.hasPrefix(urlPrefix) else { return url }
        let fragmentStart = text.firstIndex(of: "#") ?? text.endIndex
        let head = text[..<fragmentStart]
        let separator = !head.contains("?") ? "?" : head.hasSuffix("?") || head.hasSuffix("&") ? "" : "&"
        let item = Self.encoded(name) + "=" + Self.encoded(value)
        return URL(string: head + separator + item + text[fragmentStart...]) ?? url
    }

    /// The credential whose value is the environment variable `variable`, or else the first line of
    /// the file named by `fileVariable`; `nil` when neither gives a non-blank value.
    package static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment,
        variable: String, fileVariable: String, urlPrefix: String, name: String
    ) -> QueryCredential? {
        var value = environment[variable]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if value.isEmpty, let path = environment[fileVariable],
            let contents = try? String(contentsOfFile: path, encoding: .utf8)
        {
            let firstLine = contents.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            value = firstLine.trimmingCharacters(in: .whitespaces)
        }
        return value.isEmpty ? nil : QueryCredential(urlPrefix: urlPrefix, name: name, value: value)
    }

    /// The Places web service key as `key=` on every address under `service` (the one of the
    /// app's `PlacesSettings`), read from `PLACES_API_KEY` or else the first line of the file
    /// named by `PLACES_API_KEY_FILE`.
    public static func placesAPIKey(
        _ environment: [String: String] = ProcessInfo.processInfo.environment,
        service: URL = PlacesSettings.defaultService
    ) -> QueryCredential? {
        var prefix = service.absoluteString
        if !prefix.hasSuffix("/") { prefix += "/" }
        return fromEnvironment(
            environment, variable: placesKeyVariable, fileVariable: placesKeyFileVariable,
            urlPrefix: prefix, name: "key")
    }

    /// `data` with every occurrence of the secret replaced by `[redacted]`, in every spelling a
    /// server could echo it in (`spellings`).
    package func redacted(from data: Data) -> Data {
        var result = data
        let replacement = Data("[redacted]".utf8)
        for needle in spellings {
            while let range = result.range(of: needle) { result.replaceSubrange(range, with: replacement) }
        }
        return result
    }

    /// `text` (a header's value, an error's message) with the secret cut out the same way.
    package func redacted(from text: String) -> String {
        String(decoding: redacted(from: Data(text.utf8)), as: UTF8.self)
    }

    /// The byte sequences the secret can come back as, longest first: as is; percent-encoded as
    /// sent; every character a JSON `\u` escape (lower- or upper-case hex, which a decoder would
    /// turn back into the secret); UTF-16 in either byte order; and the part of its base64 (and
    /// URL-safe base64) that is the same wherever the secret starts in the encoded bytes.
    var spellings: [Data] {
        let bytes = Array(value.utf8)
        let escapes = value.utf16.map { String($0, radix: 16) }.map { String(repeating: "0", count: max(0, 4 - $0.count)) + $0 }
        var texts: Set<String> = [value, Self.encoded(value), escapes.map { "\\u" + $0 }.joined(), escapes.map { "\\u" + $0.uppercased() }.joined()]
        for offset in 0..<3 {
            let encoded = Data(repeating: 0, count: offset) + bytes + Data(repeating: 0, count: 2)
            let base64 = Array(encoded.base64EncodedString())
            let first = 4 * ((offset + 2) / 3), last = 4 * ((offset + bytes.count) / 3)
            guard last - first >= 8 else { continue }
            let core = String(base64[first..<last])
            texts.insert(core)
            texts.insert(core.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_"))
        }
        let utf16 = value.utf16
        let wide = [Data(utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }), Data(utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })]
        return (texts.filter { !$0.isEmpty }.map { Data($0.utf8) } + wide.filter { !$0.isEmpty })
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1) }
    }

    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

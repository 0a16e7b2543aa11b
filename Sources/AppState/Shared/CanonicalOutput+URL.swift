import ActionLog
import Foundation

// `URL` is written as `JSONEncoder` writes it, its absolute string (its own `Encodable`
// conformance spells it otherwise, so `URL` does not conform to `CanonicalEncodable`).

extension CanonicalOutput {
    /// Writes the member `key` holding `url`'s absolute string.
    public mutating func member(_ key: StaticString, _ url: URL) {
        self.key(key)
        string(url.absoluteString)
    }

    /// Writes the member `key` holding `url`'s absolute string, or nothing when it is `nil`.
    public mutating func member(_ key: StaticString, ifPresent url: URL?) {
        guard let url else { return }
        member(key, url)
    }
}

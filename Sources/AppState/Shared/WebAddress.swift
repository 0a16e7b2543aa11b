import Foundation

/// Web addresses read from text: http or https, with a host. Foundation parses each one; when the
/// text begins with a plain scheme and host, those are read from the text instead of asking the
/// `URL` for them, which costs as much again as parsing.
package enum WebAddress {
    /// `text` as an http or https address with a non-empty host, or `nil`; with `allowsUserInfo`
    /// false, also `nil` when it names a user or a password.
    package static func url(_ text: String, allowsUserInfo: Bool) -> URL? {
        guard let url = URL(string: text) else { return nil }
        if hasPlainSchemeAndHost(text) { return url }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty, allowsUserInfo || (url.user == nil && url.password == nil)
        else { return nil }
        return url
    }

    /// Whether `text` begins `http://` or `https://` (in any case) and its authority, up to the
    /// first `/`, `?`, `#` or the end, is a host of letters, digits, dots and hyphens that begins
    /// with a letter or a digit, maybe followed by `:` and a port. For text Foundation accepts, its
    /// scheme is then http or https, its host that non-empty name, and it has no user information.
    static func hasPlainSchemeAndHost(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(hasPlainSchemeAndHost) ?? hasPlainSchemeAndHost(Array(text.utf8))
    }

    private static func hasPlainSchemeAndHost(_ bytes: some Collection<UInt8>) -> Bool {
        var rest = bytes[...]
        // A letter with the 0x20 bit set is its lower case; no other byte becomes h, t, p or s.
        for letter in "http".utf8 {
            guard let byte = rest.popFirst(), byte | 0x20 == letter else { return false }
        }
        if let byte = rest.first, byte | 0x20 == UInt8(ascii: "s") { rest.removeFirst() }
        guard rest.starts(with: "://".utf8) else { return false }
        rest.removeFirst(3)
        guard let first = rest.first, isLetterOrDigit(first) else { return false }
        var inPort = false
        for byte in rest {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return true
            case UInt8(ascii: ":"): guard !inPort else { return false }
                inPort = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): continue
            default: guard !inPort, byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || isLetterOrDigit(byte) else { return false }
            }
        }
        return true
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }
}

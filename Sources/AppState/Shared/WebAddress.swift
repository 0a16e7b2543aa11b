import Foundation

/// Web addresses read from text: http or https, with a host. When the text begins with a plain
/// scheme and host, those are read from the text instead of asking the `URL` for them, which costs
/// as much again as parsing; when the whole text is plain (`isPlain`), it is not parsed at all and
/// is kept as text (`AddressText`).
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

    /// `url(_:allowsUserInfo:)` kept as text: plain text (`isPlain`) is such an address as it is,
    /// without parsing it.
    package static func address(_ text: String, allowsUserInfo: Bool) -> AddressText? {
        isPlain(text) ? AddressText(spelled: text) : url(text, allowsUserInfo: allowsUserInfo).map(AddressText.init)
    }

    /// Whether `text` begins `http://` or `https://` (in any case) and its authority, up to the
    /// first `/`, `?`, `#` or the end, is a host of letters, digits, dots and hyphens that begins
    /// with a letter or a digit, maybe followed by `:` and a port. For text Foundation accepts, its
    /// scheme is then http or https, its host that non-empty name, and it has no user information.
    static func hasPlainSchemeAndHost(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { plainAuthorityEnd(of: $0) != nil }
    }

    /// Whether `text` is an address Foundation reads as it is: a plain scheme and host (as
    /// `hasPlainSchemeAndHost`), then a path and query of unreserved characters, sub-delimiters,
    /// `:`, `@`, `/`, `?` and well-formed percent escapes, and no fragment. `URL(string:)` accepts
    /// such text and spells it back unchanged, so it can be kept as text and parsed only when a
    /// `URL` is needed.
    static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isPlain)
    }

    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard var index = plainAuthorityEnd(of: bytes) else { return false }
        // Most addresses have no percent escape: every byte is looked up, without a branch, and
        // only an address with another byte is read byte by byte.
        let classes = byteClasses.utf8Start
        var other: UInt8 = 0
        for byte in bytes[index...] { other |= classes[Int(byte)] }
        guard other & 1 == 1 else { return true }
        while index < bytes.count {
            let byte = bytes[index]
            if classes[Int(byte)] & 1 == 0 {
                index += 1
            } else if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) {
                index += 3
            } else {
                return false
            }
        }
        return true
    }

    /// Where the plain authority of an http(s) address ends (see `hasPlainSchemeAndHost`), or `nil`
    /// when the text does not begin with a plain scheme and host.
    private static func plainAuthorityEnd(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // A letter with the 0x20 bit set is its lower case; no other byte becomes h, t, p or s.
        guard bytes.count >= 7, bytes[0] | 0x20 == UInt8(ascii: "h"), bytes[1] | 0x20 == UInt8(ascii: "t"),
            bytes[2] | 0x20 == UInt8(ascii: "t"), bytes[3] | 0x20 == UInt8(ascii: "p")
        else { return nil }
        var index = bytes[4] | 0x20 == UInt8(ascii: "s") ? 5 : 4
        guard index + 3 < bytes.count, bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"),
            bytes[index + 2] == UInt8(ascii: "/"), isLetterOrDigit(bytes[index + 3])
        else { return nil }
        index += 4
        let classes = byteClasses.utf8Start
        while index < bytes.count, classes[Int(bytes[index])] & 2 != 0 { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            index += 1
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        }
        guard index == bytes.count || bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "#")
        else { return nil }
        return index
    }

    /// The class of each byte, as a digit at its index (a look-up with no branch):
    /// - bit 0 set: the byte does not stand for itself in a path or a query. Those that do are RFC
    ///   3986's `pchar`, `/` and `?`, less the percent escape: letters, digits, `-._~!$&'()*+,;=:@/?`.
    /// - bit 1 set: the byte may be in a plain host name: a letter, a digit, `-` or `.`.
    private static var byteClasses: StaticString {
        "1111111111111111111111111111111110110100000002202222222222001010022222222222222222222222222111101222222222222222222222222221110111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111"
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }
}

import Foundation

extension LogCursor {
    /// The bytes of the member `key`'s string value, unescaped and checked as a `String`'s would be,
    /// when the member comes next; `nil` when it does not. A response body or a stored value, which
    /// a wire model parses next: no `String` is made of it on the way.
    public mutating func optionalBytes(_ key: StaticString) throws(Miss) -> Data? {
        guard try optionalField(key) else { return nil }
        parser.skipSpace()
        guard parser.current == UInt8(ascii: "\"") else { throw Miss() }
        do {
            return try parser.unescapedData()
        } catch {
            throw Miss()
        }
    }
}

import ActionLog

// Burgers' screen written as canonical JSON without `Codable` (`CanonicalEncodable`), each part
// spelled as its `Encodable` conformance spells it, members in key order.

extension BurgersScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("alert", ifPresent: alert)
            try output.member("connectivity", connectivity)
            try output.member("notices", notices)
            try output.member("promoted", promoted)
            try output.member("regular", regular)
            try output.member("title", title)
        }
    }
}

extension BurgerCardScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("buy", buy)
            try output.member("id", id)
            try output.member("image", image)
            try output.member("isVegetarian", isVegetarian)
            try output.member("name", name)
            try output.member("price", price)
        }
    }
}

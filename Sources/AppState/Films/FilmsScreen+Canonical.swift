import ActionLog

// Films' screen written as canonical JSON without `Codable` (`CanonicalEncodable`), each part
// spelled as its `Encodable` conformance spells it, members in key order.

extension FilmsScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("details", ifPresent: details)
            try output.member("list", ifPresent: list)
            try output.member("segments", segments)
        }
    }
}

extension FilmListScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("notice", ifPresent: notice)
            try output.member("rows", rows)
        }
    }
}

extension FilmRowScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("id", id)
            try output.member("isFavorite", isFavorite)
            try output.member("poster", poster)
            try output.member("subtitle", subtitle)
            try output.member("title", title)
        }
    }
}

extension FilmDetailsScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("back", back)
            try output.member("description", description)
            try output.member("heart", heart)
            try output.member("isFavorite", isFavorite)
            try output.member("poster", poster)
            try output.member("title", title)
        }
    }
}

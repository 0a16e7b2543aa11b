import ActionLog

// Films' state written as canonical JSON without `Codable` (`CanonicalEncodable`), each part
// spelled as its `Encodable` conformance spells it, members in key order.

extension FilmsState: CanonicalEncodable {
    /// `settings` under its log name, `config`.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("config", settings)
            try output.member("criticRatings", criticRatings)
            try output.member("favorites", favorites)
            try output.member("images", images)
            try output.member("lastRefusal", ifPresent: lastRefusal)
            try output.member("navigation", navigation)
            try output.member("selectedList", selectedList)
            try output.member("userRatings", userRatings)
        }
    }
}

extension FilmsSettings: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            output.member("criticRatingsURL", criticRatingsURL)
            try output.member("source", source)
            output.member("userRatingsURL", userRatingsURL)
        }
    }
}

extension FilmsSource: CanonicalEncodable {}
extension FilmListKind: CanonicalEncodable {}

extension FilmListState: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("content", content)
            try output.member("scrollOffset", scrollOffset)
        }
    }
}

extension FilmList: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("films", films)
            try output.member("warnings", warnings)
        }
    }
}

extension FilmListWarning: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .unexpectedCount(let expected, let received):
            try output.enumCase("unexpectedCount") { output throws(CanonicalOutput.Unwritable) in
                try output.member("expected", expected)
                try output.member("received", received)
            }
        case .duplicateFilm(let film, let index):
            try output.enumCase("duplicateFilm") { output throws(CanonicalOutput.Unwritable) in
                try output.member("film", film)
                try output.member("index", index)
            }
        }
    }
}

extension Film: CanonicalEncodable {
    /// The feed's names, as `encode(to:)` writes them: the image's address left out when there is none.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("desc", shortDescription)
            try output.member("id", id)
            try output.member("image", ifPresent: imageURL)
            try output.member("long_desc", longDescription)
            try output.member("name", title)
        }
    }
}

extension FilmImageEntry: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("film", film)
            try output.member("image", image)
            try output.member("url", ifPresent: url)
        }
    }
}

extension FilmsDestination: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .details(let film):
            try output.enumCase("details", "film", film)
        }
    }
}

extension FilmsRefusal: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .navigation(let refusal):
            try output.enumCase("navigation", "refusal", refusal)
        case .notOnScreen: try output.enumCase("notOnScreen")
        case .nothingToRetry: try output.enumCase("nothingToRetry")
        }
    }
}

import ActionLog

// Lunch's screen written as canonical JSON without `Codable` (`CanonicalEncodable`), each part
// spelled as its `Encodable` conformance spells it, members in key order.

extension LunchScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("browser", ifPresent: browser)
            try output.member("detail", ifPresent: detail)
            try output.member("list", ifPresent: list)
            try output.member("map", ifPresent: map)
            try output.member("mapButton", mapButton)
            try output.member("showing", showing)
            try output.member("tabBar", tabBar)
            try output.member("title", title)
        }
    }
}

extension LunchScreen.Showing: CanonicalEncodable {}

extension LunchListScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("columns", columns)
            try output.member("emptyText", ifPresent: emptyText)
            try output.member("notice", ifPresent: notice)
            try output.member("rows", rows)
        }
    }
}

extension LunchRow: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("category", category)
            try output.member("image", image)
            try output.member("isFavorite", isFavorite)
            try output.member("name", name)
        }
    }
}

extension LunchDetailScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("address", address)
            try output.member("back", back)
            try output.member("category", ifPresent: category)
            try output.member("heart", heart)
            try output.member("image", ifPresent: image)
            try output.member("isFavorite", isFavorite)
            try output.member("name", name)
            try output.member("notice", ifPresent: notice)
            try output.member("phone", ifPresent: phone)
            try output.member("twitter", ifPresent: twitter)
        }
    }
}

extension LunchMapScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("close", close)
            try output.member("notOnMap", notOnMap)
            try output.member("pins", pins)
            try output.member("region", ifPresent: region)
        }
    }
}

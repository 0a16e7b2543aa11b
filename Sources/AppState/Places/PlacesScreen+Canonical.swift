import ActionLog

// Places' screen written as canonical JSON without `Codable` (`CanonicalEncodable`), each part
// spelled as its `Encodable` conformance spells it, members in key order.

extension PlacesScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("details", ifPresent: details)
            try output.member("list", ifPresent: list)
            try output.member("map", ifPresent: map)
            try output.member("notice", ifPresent: notice)
            try output.member("tabBar", tabBar)
        }
    }
}

extension PlacesListScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("emptyText", ifPresent: emptyText)
            try output.member("isLoading", isLoading)
            try output.member("isRefreshing", isRefreshing)
            try output.member("rows", rows)
        }
    }
}

extension PlaceRowScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("address", ifPresent: address)
            try output.member("image", image)
            try output.member("name", name)
        }
    }
}

extension PlacesMapScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("centre", ifPresent: centre)
            try output.member("followsUser", followsUser)
            try output.member("myLocation", myLocation)
            try output.member("pins", pins)
            try output.member("refresh", refresh)
            try output.member("userLocation", ifPresent: userLocation)
        }
    }
}

extension PlaceDetailsScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("address", ifPresent: address)
            try output.member("back", back)
            try output.member("closed", ifPresent: closed)
            try output.member("name", ifPresent: name)
            try output.member("notice", ifPresent: notice)
            try output.member("openNow", ifPresent: openNow)
            try output.member("phone", ifPresent: phone)
            try output.member("rating", ifPresent: rating)
            try output.member("reviews", reviews)
            try output.member("website", ifPresent: website)
        }
    }
}

extension PlaceReviewScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("heading", heading)
            try output.member("text", text)
        }
    }
}

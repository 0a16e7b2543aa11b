import ActionLog

// Places' state written as canonical JSON without `Codable` (`CanonicalEncodable`), each part
// spelled as its `Encodable` conformance spells it, members in key order.

extension PlacesState: CanonicalEncodable {
    /// `settings` under its log name, `configuration`.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("configuration", ifPresent: settings)
            try output.member("details", details)
            try output.member("lastRefusal", ifPresent: lastRefusal)
            try output.member("list", list)
            try output.member("location", location)
            try output.member("map", map)
            try output.member("navigation", navigation)
            try output.member("permission", permission)
            try output.member("requestCount", requestCount)
        }
    }
}

extension PlacesSettings: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("hasAPIKey", hasAPIKey)
            output.member("service", service)
        }
    }
}

extension PlacesTab: CanonicalEncodable {}
extension LocationPermission: CanonicalEncodable {}
extension BusinessStatus: CanonicalEncodable {}
extension ServiceStatus: CanonicalEncodable {}

extension PlacesDestination: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .details(let place):
            try output.enumCase("details", "place", place)
        }
    }
}

extension PlacesRefusal: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .navigation(let refusal):
            try output.enumCase("navigation", "refusal", refusal)
        case .rowNotOnScreen(let place):
            try output.enumCase("rowNotOnScreen", "place", place)
        }
    }
}

extension LocationFix: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .waiting: try output.enumCase("waiting")
        case .located(let position):
            try output.enumCase("located", "position", position)
        case .unavailable(let reason):
            try output.enumCase("unavailable", "reason", reason)
        }
    }
}

extension PlacesMap: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("centre", ifPresent: centre)
            try output.member("followsUser", followsUser)
        }
    }
}

extension NearbyList: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("nextPageToken", ifPresent: nextPageToken)
            try output.member("origin", ifPresent: origin)
            try output.member("pageRetry", ifPresent: pageRetry)
            try output.member("pagesLoaded", pagesLoaded)
            try output.member("pending", ifPresent: pending)
            try output.member("problem", ifPresent: problem)
            try output.member("rows", rows)
            try output.member("skipped", skipped)
            try output.member("visibleRows", ifPresent: visibleRows)
        }
    }
}

extension NearbyRequest: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("number", number)
            try output.member("origin", origin)
            try output.member("page", page)
            try output.member("pageToken", ifPresent: pageToken)
        }
    }
}

extension PageRetry: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("refusals", refusals)
            try output.member("refused", refused)
            try output.member("waiting", waiting)
        }
    }
}

extension VisibleRows: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("first", first)
            try output.member("last", last)
        }
    }
}

extension SkippedResult: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("failure", failure)
            try output.member("page", page)
        }
    }
}

extension Place: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("coordinate", coordinate)
            try output.member("id", id)
            try output.member("name", name)
            try output.member("photoReference", ifPresent: photoReference)
            try output.member("vicinity", ifPresent: vicinity)
        }
    }
}

extension PlaceRow: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("image", image)
            try output.member("place", place)
        }
    }
}

extension PlaceDetailsEntry: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("phase", phase)
            try output.member("placeID", placeID)
            try output.member("request", request)
        }
    }
}

extension PlaceDetails: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("address", ifPresent: address)
            try output.member("businessStatus", ifPresent: businessStatus)
            try output.member("coordinate", ifPresent: coordinate)
            try output.member("id", ifPresent: id)
            try output.member("internationalPhone", ifPresent: internationalPhone)
            try output.member("mapsURL", ifPresent: mapsURL)
            try output.member("name", ifPresent: name)
            try output.member("openNow", ifPresent: openNow)
            try output.member("openingHours", openingHours)
            try output.member("phone", ifPresent: phone)
            try output.member("photoReferences", photoReferences)
            try output.member("rating", ifPresent: rating)
            try output.member("ratingsCount", ifPresent: ratingsCount)
            try output.member("reviews", reviews)
            try output.member("website", ifPresent: website)
        }
    }
}

extension PlaceDetails.Review: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("author", ifPresent: author)
            try output.member("rating", ifPresent: rating)
            try output.member("relativeTime", ifPresent: relativeTime)
            try output.member("text", text)
        }
    }
}

extension PlacesError: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .load(let error):
            try output.enumCase("load", "error", error)
        case .service(let status, let message):
            try output.enumCase("service") { output throws(CanonicalOutput.Unwritable) in
                try output.member("message", ifPresent: message)
                try output.member("status", status)
            }
        case .pageTokenRejected(let message):
            try output.enumCase("pageTokenRejected") { output throws(CanonicalOutput.Unwritable) in
                try output.member("message", ifPresent: message)
            }
        case .invalidServiceURL(let address):
            try output.enumCase("invalidServiceURL") { output throws(CanonicalOutput.Unwritable) in
                try output.member("address", address)
            }
        case .otherPlace(let asked, let answered):
            try output.enumCase("otherPlace") { output throws(CanonicalOutput.Unwritable) in
                try output.member("answered", answered)
                try output.member("asked", asked)
            }
        }
    }
}

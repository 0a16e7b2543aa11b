import ActionLog

// Lunch's state and screen written as canonical JSON without `Codable` (`CanonicalEncodable`),
// each spelled as its `Encodable` conformance spells it, members in key order.

extension LunchState: CanonicalEncodable {
    /// `settings` under its log name, `config`.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("browser", browser)
            try output.member("config", settings)
            try output.member("duplicateNames", duplicateNames)
            try output.member("favorites", favorites)
            try output.member("favoritesProblem", ifPresent: favoritesProblem)
            try output.member("feed", feed)
            try output.member("feedReloadProblem", ifPresent: feedReloadProblem)
            try output.member("feedRequestInFlight", feedRequestInFlight)
            try output.member("images", images)
            try output.member("lastRefusal", ifPresent: lastRefusal)
            try output.member("layout", layout)
            try output.member("map", map)
            try output.member("modal", modal)
            try output.member("navigation", navigation)
        }
    }
}

extension LunchSettings: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            output.member("browserHomePage", browserHomePage)
            try output.member("feedMaxBytes", feedMaxBytes)
            try output.member("feedTimeout", feedTimeout)
            output.member("feedURL", feedURL)
        }
    }
}

extension LunchTab: CanonicalEncodable {}
extension SizeClass: CanonicalEncodable {}

extension LunchDestination: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .detail(let restaurant):
            try output.enumCase("detail", "restaurant", restaurant)
        }
    }
}

extension LunchModal: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .map: try output.enumCase("map")
        }
    }
}

extension LunchLayout: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("columns", columns)
            try output.member("sizeClass", sizeClass)
        }
    }
}

extension LunchRefusal: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .navigation(let refusal):
            try output.enumCase("navigation", "refusal", refusal)
        case .modal(let refusal):
            try output.enumCase("modal", "refusal", refusal)
        case .browser(let refusal):
            try output.enumCase("browser", "refusal", refusal)
        case .unknownRestaurant(let restaurant):
            try output.enumCase("unknownRestaurant") { output throws(CanonicalOutput.Unwritable) in
                try output.member("restaurant", restaurant)
            }
        case .nothingToRetry: try output.enumCase("nothingToRetry")
        case .imageNotFailed(let url):
            try output.enumCase("imageNotFailed", "url", url)
        case .notOnScreen: try output.enumCase("notOnScreen")
        }
    }
}

extension Restaurant: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("backgroundImageURL", backgroundImageURL)
            try output.member("category", category)
            try output.member("contact", ifPresent: contact)
            try output.member("location", location)
            try output.member("name", name)
        }
    }
}

extension Restaurant.Contact: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("facebook", ifPresent: facebook)
            try output.member("facebookName", ifPresent: facebookName)
            try output.member("facebookUsername", ifPresent: facebookUsername)
            try output.member("formattedPhone", ifPresent: formattedPhone)
            try output.member("phone", ifPresent: phone)
            try output.member("twitter", ifPresent: twitter)
        }
    }
}

extension Restaurant.Location: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("address", ifPresent: address)
            try output.member("cc", ifPresent: cc)
            try output.member("city", ifPresent: city)
            try output.member("country", ifPresent: country)
            try output.member("crossStreet", ifPresent: crossStreet)
            try output.member("formattedAddress", formattedAddress)
            try output.member("lat", ifPresent: lat)
            try output.member("lng", ifPresent: lng)
            try output.member("postalCode", ifPresent: postalCode)
            try output.member("state", ifPresent: state)
        }
    }
}

extension LunchMap: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("annotations", annotations)
            try output.member("excluded", excluded)
            try output.member("region", ifPresent: region)
        }
    }
}

extension MapAnnotation: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("coordinate", coordinate)
            try output.member("id", id)
            try output.member("name", name)
        }
    }
}

extension MapRegion: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("center", center)
            try output.member("latitudeDelta", latitudeDelta)
            try output.member("longitudeDelta", longitudeDelta)
        }
    }
}

extension MapExclusion: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("problem", problem)
            try output.member("restaurant", restaurant)
        }
    }
}

extension CoordinateProblem: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .missing: try output.enumCase("missing")
        case .latitudeOutOfRange(let latitude):
            try output.enumCase("latitudeOutOfRange") { output throws(CanonicalOutput.Unwritable) in
                try output.member("latitude", latitude)
            }
        case .longitudeOutOfRange(let longitude):
            try output.enumCase("longitudeOutOfRange") { output throws(CanonicalOutput.Unwritable) in
                try output.member("longitude", longitude)
            }
        }
    }
}

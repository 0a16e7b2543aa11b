import ActionLog

// Burgers' state written as canonical JSON without `Codable` (`CanonicalEncodable`), each part
// spelled as its `Encodable` conformance spells it, members in key order.

extension BurgersState: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("alerts", alerts)
            try output.member("cacheNote", ifPresent: cacheNote)
            try output.member("connectivity", connectivity)
            try output.member("fetch", fetch)
            try output.member("images", images)
            try output.member("lastGood", ifPresent: lastGood)
            try output.member("now", now)
            try output.member("ordersInFlight", ordersInFlight)
            try output.member("serverReachable", serverReachable)
            try output.member("settings", settings)
        }
    }
}

extension BurgersSettings: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("feedTimeout", feedTimeout)
            try output.member("orderTimeout", orderTimeout)
            output.member("server", server)
        }
    }
}

extension Connectivity: CanonicalEncodable {}
extension FeedOrigin: CanonicalEncodable {}

extension FeedFetch: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .idle: try output.enumCase("idle")
        case .loading(let since):
            try output.enumCase("loading", "since", since)
        case .failed(let error):
            try output.enumCase("failed", "error", error)
        }
    }
}

extension FetchedFeed: CanonicalEncodable {
    /// The state's spelling, with the origin.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("feed", feed)
            try output.member("fetchedAt", fetchedAt)
            try output.member("origin", origin)
        }
    }
}

extension BurgerFeed: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("burgers", burgers)
            try output.member("problems", problems)
        }
    }
}

extension Burger: CanonicalEncodable {
    /// `imagePath` under the feed's name, `image`.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("bitcoin", bitcoin)
            try output.member("id", id)
            try output.member("image", imagePath)
            try output.member("name", name)
            try output.member("notes", notes)
            try output.member("promoted", promoted)
            try output.member("vegetarian", vegetarian)
        }
    }
}

extension FeedCacheNote: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .corruptIgnored(let failure):
            try output.enumCase("corruptIgnored", "failure", failure)
        case .unreadable(let error):
            try output.enumCase("unreadable", "error", error)
        case .notSaved(let error):
            try output.enumCase("notSaved", "error", error)
        }
    }
}

extension PendingOrder: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("bitcoin", bitcoin)
            try output.member("id", id)
            try output.member("name", name)
        }
    }
}

extension BurgerAlert: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .notes(let name, let notes):
            try output.enumCase("notes") { output throws(CanonicalOutput.Unwritable) in
                try output.member("name", name)
                try output.member("notes", notes)
            }
        case .orderPlaced(let name, let confirmation):
            try output.enumCase("orderPlaced") { output throws(CanonicalOutput.Unwritable) in
                try output.member("confirmation", confirmation)
                try output.member("name", name)
            }
        case .orderFailed(let name, let error):
            try output.enumCase("orderFailed") { output throws(CanonicalOutput.Unwritable) in
                try output.member("error", error)
                try output.member("name", name)
            }
        }
    }
}

extension OrderConfirmation: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in try output.member("message", message) }
    }
}

extension OrderError: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .rejected(let message):
            try output.enumCase("rejected", "message", message)
        case .badStatus(let status, let message):
            try output.enumCase("badStatus") { output throws(CanonicalOutput.Unwritable) in
                try output.member("message", ifPresent: message)
                try output.member("status", status)
            }
        case .unreadableReply(let failure):
            try output.enumCase("unreadableReply") { output throws(CanonicalOutput.Unwritable) in
                try output.member("failure", failure)
            }
        case .transport(let reason):
            try output.enumCase("transport", "reason", reason)
        }
    }
}

extension FetchedFeed.Saved: CanonicalEncodable {
    /// The disk's spelling, without the origin: written on every feed that loads.
    package func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("feed", feed)
            try output.member("fetchedAt", fetchedAt)
        }
    }
}

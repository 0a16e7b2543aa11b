import ActionLog

// The shared reducers' state written as canonical JSON without `Codable` (`CanonicalEncodable`):
// each spelled as its `Encodable` conformance spells it, members in key order.

extension TabNavigation: CanonicalEncodable where Tab: CanonicalEncodable, Screen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("selected", selected)
            try output.member("tabs", tabs)
        }
    }
}

extension TabNavigation.TabStack: CanonicalEncodable where Tab: CanonicalEncodable, Screen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("stack", stack)
            try output.member("tab", tab)
        }
    }
}

extension NavigationStack: CanonicalEncodable where Screen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in try output.member("screens", screens) }
    }
}

extension NavigationRefusal: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .tabNotShown: try output.enumCase("tabNotShown")
        case .nothingToPop: try output.enumCase("nothingToPop")
        case .screenNotOnStack(let index, let count):
            try output.enumCase("screenNotOnStack") { output throws(CanonicalOutput.Unwritable) in
                try output.member("count", count)
                try output.member("index", index)
            }
        }
    }
}

extension ModalPresentation: CanonicalEncodable where Modal: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in try output.member("presented", ifPresent: presented) }
    }
}

extension ModalRefusal: CanonicalEncodable where Modal: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .alreadyPresenting(let modal):
            try output.enumCase("alreadyPresenting", "modal", modal)
        case .nothingToDismiss: try output.enumCase("nothingToDismiss")
        }
    }
}

extension BrowserHistory: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("cursor", cursor)
            try output.member("entries", entries)
            try output.member("nextEntryID", nextEntryID)
        }
    }
}

extension BrowserHistory.Entry: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("id", id)
            try output.member("requestCount", requestCount)
            try output.member("status", status)
            try output.member("url", url)
        }
    }
}

extension PageLoadFailure: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in try output.member("reason", reason) }
    }
}

extension BrowserRefusal: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .unsupportedAddress(let address):
            try output.enumCase("unsupportedAddress", "address", address)
        case .nothingBack: try output.enumCase("nothingBack")
        case .nothingForward: try output.enumCase("nothingForward")
        case .notCurrentPage(let entry):
            try output.enumCase("notCurrentPage", "entry", entry)
        case .supersededLoad(let entry, let request):
            try output.enumCase("supersededLoad") { output throws(CanonicalOutput.Unwritable) in
                try output.member("entry", entry)
                try output.member("request", request)
            }
        }
    }
}

extension Favorites: CanonicalEncodable where ID: CanonicalEncodable {
    /// The bare list of ids, or, while stored favorites are awaited or unread, an object.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        guard awaitingStored || storedUnread else { return try ids.write(to: &output) }
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("awaitingStored", awaitingStored)
            try output.member("ids", ids)
            if storedUnread { try output.member("storedUnread", storedUnread) }
        }
    }
}

extension ImageSlots: CanonicalEncodable {
    /// The slots as an array, in order.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) { try output.array(slots) }
}

extension ImageSlot: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("status", status)
            try output.member("url", url)
        }
    }
}

extension Coordinate: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("latitude", latitude)
            try output.member("longitude", longitude)
        }
    }
}

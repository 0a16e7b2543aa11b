import ActionLog

// Dining's screen written as canonical JSON without `Codable` (`CanonicalEncodable`), each part
// spelled as its `Encodable` conformance spells it, members in key order.

extension DiningScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("banner", ifPresent: banner)
            try output.member("modal", ifPresent: modal)
            try output.member("notice", ifPresent: notice)
            try output.member("reservation", ifPresent: reservation)
            try output.member("tabBar", tabBar)
            try output.member("tabTitle", tabTitle)
        }
    }
}

extension DiningBannerScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("isDragging", isDragging)
            try output.member("position", position)
            try output.member("progress", progress)
            try output.member("subtitle", subtitle)
            try output.member("title", title)
        }
    }
}

extension ReservationScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("cards", cards)
            try output.member("expandedCard", ifPresent: expandedCard)
            try output.member("visibleFraction", visibleFraction)
        }
    }
}

extension CardScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("dishes", dishes)
            try output.member("isExpanded", isExpanded)
            try output.member("kind", kind)
            try output.member("lines", lines)
            try output.member("picture", ifPresent: picture)
            try output.member("pin", ifPresent: pin)
            try output.member("title", title)
        }
    }
}

extension DishScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("highlights", highlights)
            try output.member("name", name)
            try output.member("photo", photo)
            try output.member("snippet", snippet)
        }
    }
}

import ActionLog

// The screen parts the apps share, written as canonical JSON without `Codable`
// (`CanonicalEncodable`), each spelled as its `Encodable` conformance spells it.

extension ScreenButton: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("isEnabled", isEnabled)
            try output.member("title", title)
        }
    }
}

extension ScreenTabBar: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("selected", selected)
            try output.member("tabs", tabs)
        }
    }
}

extension ScreenNotice: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("button", ifPresent: button)
            try output.member("text", text)
        }
    }
}

extension BrowserScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("address", address)
            try output.member("back", back)
            try output.member("current", current)
            try output.member("history", history)
            try output.member("next", next)
            try output.member("page", page)
            try output.member("problem", ifPresent: problem)
            try output.member("progress", ifPresent: progress)
            try output.member("refresh", refresh)
            try output.member("refusal", ifPresent: refusal)
        }
    }
}

extension BrowserScreen.PageStatus: CanonicalEncodable {}

extension ScreenImage: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("byteCount", ifPresent: byteCount)
            try output.member("height", ifPresent: height)
            try output.member("problem", ifPresent: problem)
            try output.member("progress", ifPresent: progress)
            try output.member("status", status)
            try output.member("url", ifPresent: url)
            try output.member("width", ifPresent: width)
        }
    }
}

extension ScreenImage.Status: CanonicalEncodable {}

extension ScreenPin: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("latitude", latitude)
            try output.member("longitude", longitude)
            try output.member("title", title)
        }
    }
}

extension ScreenAlert: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("buttons", buttons)
            try output.member("message", message)
            try output.member("title", title)
        }
    }
}

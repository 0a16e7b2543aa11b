import ActionLog

extension ShowcaseState: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("browser", browser)
            try output.member("favorites", favorites)
            try output.member("lastRefusal", ifPresent: lastRefusal)
            try output.member("modal", modal)
            try output.member("navigation", navigation)
            try output.member("restoreError", ifPresent: restoreError)
            try output.member("saveError", ifPresent: saveError)
        }
    }
}

extension ShowcaseRefusal: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .navigation(let refusal):
            try output.enumCase("navigation", "refusal", refusal)
        case .modal(let refusal):
            try output.enumCase("modal", "refusal", refusal)
        case .browser(let refusal):
            try output.enumCase("browser", "refusal", refusal)
        }
    }
}

extension ShowcaseDestination: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        switch self {
        case .item(let id): try output.enumCase("item", "id", id)
        case .settings: try output.enumCase("settings")
        }
    }
}

extension ShowcaseTab: CanonicalEncodable {}
extension ShowcaseModal: CanonicalEncodable {}

extension ShowcaseScreen: CanonicalEncodable {
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) {
        try output.object { output throws(CanonicalOutput.Unwritable) in
            try output.member("browser", ifPresent: browser)
            try output.member("favorites", favorites)
            try output.member("modal", ifPresent: modal)
            try output.member("notice", ifPresent: notice)
            try output.member("pushed", ifPresent: pushed)
            try output.member("tabBar", tabBar)
        }
    }
}

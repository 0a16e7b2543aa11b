import Foundation

/// Redirects addresses by prefix just before they reach the network, the way a hosts file or a
/// proxy would: effects, states and logs keep the address the app asked for, and only the bytes on
/// the wire go elsewhere.
///
/// A live app uses the empty map. Tests and session recordings map the real hosts (say
/// `https://s3.amazonaws.com/br-codingexams/`) to a local server, so that a recorded session holds
/// the real addresses and never a random local port.
public struct URLMap: Equatable, Sendable {
    /// Replaces `prefix` with `replacement` at the start of an address.
    public struct Rule: Equatable, Sendable {
        /// The start of the addresses the rule redirects.
        public var prefix: String
        /// What takes the prefix's place.
        public var replacement: String

        /// Redirects the addresses starting with `prefix` to `replacement`.
        public init(prefix: String, replacement: String) {
            self.prefix = prefix
            self.replacement = replacement
        }
    }

    /// The rules, tried in order.
    public var rules: [Rule]

    /// A map with `rules`; the empty map leaves every address alone.
    public init(_ rules: [Rule] = []) { self.rules = rules }

    /// The address to contact for `url`: the first matching rule applied, or `url` unchanged.
    package func resolve(_ url: URL) -> URL {
        let text = url.absoluteString
        guard let rule = rules.first(where: { text.hasPrefix($0.prefix) }),
            let mapped = URL(string: rule.replacement + text.dropFirst(rule.prefix.count))
        else { return url }
        return mapped
    }
}

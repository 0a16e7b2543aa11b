import Foundation

/// The syntax a wire model's document is written in.
package enum DocumentSyntax: Sendable {
    /// JSON (RFC 8259).
    case json
    /// JSON5, as the dining exercise's own loader read its reservation: the byte parser takes JSON
    /// with trailing commas, and `JSONDecoder` (`allowsJSON5`) every other document.
    case json5

    /// Whether the byte parser may take a comma after a last member or item.
    var allowsTrailingCommas: Bool { self == .json5 }

    /// The decoder of the documents the byte parser does not take.
    var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = self == .json5
        return decoder
    }
}

/// The failures of one list's entries, kept bounded: the first `kept` with their paths, then one
/// that counts the rest, so a feed of a million bad entries weighs on the state, the log and every
/// hash as little as a feed of eleven.
package struct EntryFailures: Equatable, Sendable {
    /// How many failures are kept with their own path.
    package static let kept = 10

    /// The list's path in the document, such as `burgers`, for the line that counts the rest.
    package let listPath: String
    private var first: [DecodeFailure] = []
    private var more = 0

    package init(listPath: String) { self.listPath = listPath }

    package mutating func append(_ failure: DecodeFailure) {
        if first.count < Self.kept { first.append(failure) } else { more += 1 }
    }

    /// The failures kept, and one more that counts those left out, if any.
    package var all: [DecodeFailure] {
        more == 0 ? first : first + [DecodeFailure(path: listPath, reason: "and \(more) more entries that did not decode")]
    }
}

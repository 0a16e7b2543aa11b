import ActionLog

/// One part of a document decoded where it stands, or why it could not be (its JSON path and
/// the reason), without throwing: a malformed entry of a list hides only itself, and the list
/// moves on past it. The one lenient reading of every app: Places' results, Burgers' entries and
/// Dining's dishes, photo and restaurant.
struct Attempt<Value> {
    var result: Result<Value, DecodeFailure>

    /// The value `decode` returns, or the failure it throws.
    init(_ decode: () throws -> Value) {
        do {
            result = .success(try decode())
        } catch {
            result = .failure(DecodeFailure(error))
        }
    }
}

extension Attempt: Equatable where Value: Equatable {}

extension Attempt: Decodable where Value: Decodable {
    /// Decodes `Value` where it stands; never throws.
    init(from decoder: any Decoder) {
        self.init { try Value(from: decoder) }
    }
}

extension Attempt: JSONNodeDecodable where Value: JSONNodeDecodable {
    static var jsonShape: JSONShape { Value.jsonShape }

    /// A value that decodes; `nil` for one that does not, so that `JSONDecoder` decodes the whole
    /// document and names the failure word for word.
    init?(jsonNode: JSONNode) {
        guard let value = Value(jsonNode: jsonNode) else { return nil }
        result = .success(value)
    }
}

extension Attempt {
    /// `read` of `node`, or the failure it names, at `path` (the value's path from the document's
    /// root, made only for a failure); a failure the tape does not name is thrown on.
    init(
        node: JSONNode, at path: @autoclosure () -> [NodeKey], _ read: (JSONNode) throws(NodeReadFailure) -> Value
    ) throws(NodeReadFailure) {
        do {
            result = .success(try read(node))
        } catch {
            guard case .named(let below, let reason) = error else { throw error }
            result = .failure(DecodeFailure(path: DecodeFailure.path(path() + below), reason: reason))
        }
    }
}

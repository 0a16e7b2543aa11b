import ActionLog

/// One part of a document read in one pass (`JSONReader`): its value, or the failure `JSONDecoder`
/// would name there (`NodeReadFailure`), exactly as `NodeRead` and `NodeObject` read it from the
/// tape. Only a text that is not JSON is thrown (`JSONSyntaxError`): every route refuses it.
typealias PartRead<Value> = Result<Value, NodeReadFailure>

extension JSONReader {
    /// Reads a member's value into `field` with `read`; a member given twice is refused, as the
    /// tape refuses it.
    mutating func read<T>(_ field: inout PartRead<T>?, _ read: (inout JSONReader) throws(JSONSyntaxError) -> PartRead<T>) throws(JSONSyntaxError) {
        guard field == nil else { throw refusal() }
        field = try read(&self)
    }

    /// Reads the object here with `member` (`object(_:)`); the failure of a value of another type.
    mutating func readObject(_ member: (inout JSONReader, LogCursorName) throws(JSONSyntaxError) -> Bool) throws(JSONSyntaxError) -> NodeReadFailure? {
        guard isAtObject else { return try mismatch(expected: "Dictionary<String, Any>") }
        try object(member)
        return nil
    }

    /// The failure of the value here, of another type than `expected`, read past: a `null` is left
    /// to `JSONDecoder` (`NodeReadFailure.mismatch`).
    mutating func mismatch(expected: String) throws(JSONSyntaxError) -> NodeReadFailure {
        if try null() { return .unnamed }
        try skip()
        return .named(path: [], reason: "expected \(expected)")
    }

    mutating func readString() throws(JSONSyntaxError) -> PartRead<String> {
        isAtString ? .success(try string()) : .failure(try mismatch(expected: "String"))
    }

    mutating func readOptionalString() throws(JSONSyntaxError) -> PartRead<String?> {
        try readOptional { reader throws(JSONSyntaxError) in try reader.readString() }
    }

    /// An integer spelled with digits alone; any other number is left to `JSONDecoder`.
    mutating func readInteger() throws(JSONSyntaxError) -> PartRead<Int> {
        guard isAtNumber else { return .failure(try mismatch(expected: "Int")) }
        return try integer().map { .success($0) } ?? .failure(.unnamed)
    }

    mutating func readNumber() throws(JSONSyntaxError) -> PartRead<Double> {
        isAtNumber ? .success(try double()) : .failure(try mismatch(expected: "Double"))
    }

    /// An address, kept as text; anything that is not one is left to `JSONDecoder`.
    mutating func readAddress() throws(JSONSyntaxError) -> PartRead<AddressText> {
        guard isAtString else {
            try skip()
            return .failure(.unnamed)
        }
        return AddressText(try string()).map { .success($0) } ?? .failure(.unnamed)
    }

    /// The value `read` reads, `nil` for `null` (`decodeIfPresent` of a member given).
    mutating func readOptional<T>(_ read: (inout JSONReader) throws(JSONSyntaxError) -> PartRead<T>) throws(JSONSyntaxError) -> PartRead<T?> {
        if try null() { return .success(nil) }
        return try read(&self).map { $0 }
    }

    /// An array, each item read by `item`: the first item's failure, at its index.
    mutating func readList<T>(_ item: (inout JSONReader) throws(JSONSyntaxError) -> PartRead<T>) throws(JSONSyntaxError) -> PartRead<[T]> {
        guard isAtArray else { return .failure(try mismatch(expected: "Array<Any>")) }
        var items: [T] = []
        var failure: NodeReadFailure?
        try array { reader throws(JSONSyntaxError) in
            guard failure == nil else { return try reader.skip() }
            switch try item(&reader) {
            case .success(let value): items.append(value)
            case .failure(let itemFailure): failure = itemFailure.below(NodeKey(items.count))
            }
        }
        return failure.map { .failure($0) } ?? .success(items)
    }

    /// A part kept leniently (`Lenient`), `nil` for `null`: the value `read` reads, or the failure
    /// it names, at `path` (the part's path from the document's root); a failure not named stays one.
    mutating func readLenient<T>(
        at path: [NodeKey], _ read: (inout JSONReader) throws(JSONSyntaxError) -> PartRead<T>
    ) throws(JSONSyntaxError) -> PartRead<Lenient<T>?> {
        if try null() { return .success(nil) }
        let part = try read(&self)
        do throws(NodeReadFailure) { return .success(Lenient(try Attempt(part, at: path))) } catch { return .failure(error) }
    }
}

/// The members of an object read in one pass, taken in the order its `Decodable` conformance asks
/// for them: the first failure in that order is the object's, as `JSONDecoder` meets it, whatever
/// the order of the text.
struct MemberReads {
    /// The failure of the first member asked for that failed, named below its key.
    private(set) var first: NodeReadFailure?

    /// The value of the member `key`, which must be given (`decode`).
    mutating func required<T>(_ read: PartRead<T>?, _ key: StaticString) -> T? {
        guard let read else {
            note(.named(path: [NodeKey(key)], reason: "missing"))
            return nil
        }
        return value(read, key)
    }

    /// The value of the member `key`, `nil` when it is not given (`decodeIfPresent`).
    mutating func optional<T>(_ read: PartRead<T?>?, _ key: StaticString) -> T? {
        read.flatMap { value($0, key) } ?? nil
    }

    private mutating func value<T>(_ read: PartRead<T>, _ key: StaticString) -> T? {
        switch read {
        case .success(let value): return value
        case .failure(let failure):
            note(failure.below(NodeKey(key)))
            return nil
        }
    }

    private mutating func note(_ failure: NodeReadFailure) {
        if first == nil { first = failure }
    }
}

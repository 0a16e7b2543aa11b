extension JSONValue {
    /// An object of named fields, keys sorted; fields whose value is `nil` are left out.
    /// (These builders are inlined into each type's spelling, where their types are known.)
    @inlinable
    public static func logObject(_ fields: KeyValuePairs<String, (any LogCodable)?>) -> JSONValue {
        .object(inKeyOrder(fields.compactMap { field in field.value.map { (key: field.key, value: $0.logValue) } }))
    }

    /// One enum case: `{"name":{fields}}`.
    @inlinable
    public static func logCase(_ name: String, _ fields: KeyValuePairs<String, (any LogCodable)?> = [:]) -> JSONValue {
        .object([(name, logObject(fields))])
    }

    /// A case that wraps a child enum, spelled as a path: `{"name.childCase":{childFields}}`.
    @inlinable
    public static func logCase(_ name: String, child: some LogCodable) -> JSONValue {
        guard case .object(let members) = child.logValue, members.count == 1 else { return child.logValue }
        return .object([(name + "." + members[0].key, members[0].value)])
    }
}

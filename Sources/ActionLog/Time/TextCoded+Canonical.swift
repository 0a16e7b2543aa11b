extension CanonicalEncodable where Self: TextCoded {
    /// Appends the value's text form as a JSON string, as `TextCoded`'s `encode(to:)` writes it.
    public func write(to output: inout CanonicalOutput) { output.string(description) }
}

extension Timestamp: CanonicalEncodable {}

extension Timestamp: CanonicalEncodable {
    /// Appends the time's text form as a JSON string, as `TextCoded`'s `encode(to:)` writes it.
    public func write(to output: inout CanonicalOutput) {
        output.string(description)
    }
}

import ActionLog

extension OrderedSet: CanonicalEncodable where Element: CanonicalEncodable & Codable {
    /// The elements as an array, in order.
    public func write(to output: inout CanonicalOutput) throws(CanonicalOutput.Unwritable) { try output.array(elements) }
}

/// Ids made of a prefix naming the kind of effect and a value naming what it is for:
/// `"order:3"`, `"image:https://…"`, `"nearby:2"`.
extension EffectID {
    /// The id `"<prefix>:<value>"`.
    public init(_ prefix: String, _ value: some CustomStringConvertible) {
        self.init(rawValue: "\(prefix):\(value)")
    }

    /// The value of an id made by `init(prefix, value)` with this `prefix`: what follows
    /// `"<prefix>:"`, or `nil` when the id does not start with it.
    public func value(after prefix: String) -> String? {
        let head = prefix + ":"
        guard rawValue.hasPrefix(head) else { return nil }
        return String(rawValue.dropFirst(head.count))
    }
}

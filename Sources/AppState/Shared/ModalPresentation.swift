/// At most one modal screen at a time, over whatever tab is selected.
public struct ModalPresentation<Modal: Codable & Equatable & Sendable>: Equatable, Codable, Sendable {
    public var presented: Modal?
    /// A presentation refused because another modal was up, or a dismissal with nothing up.
    public var lastRefusal: ModalRefusal<Modal>?

    public init(presented: Modal? = nil) {
        self.presented = presented
        lastRefusal = nil
    }

    public var isPresenting: Bool { presented != nil }
}

public enum ModalRefusal<Modal: Codable & Equatable & Sendable>: Equatable, Codable, Sendable {
    case alreadyPresenting(Modal)
    case nothingToDismiss
}

public enum ModalAction<Modal: Codable & Equatable & Sendable>: Equatable, Sendable {
    case presented(Modal)
    case dismissed
}

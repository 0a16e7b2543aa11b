/// At most one modal screen at a time, over whatever tab is selected.
public struct ModalPresentation<Modal: Codable & Equatable & Sendable>: Equatable, Codable, Sendable {
    /// The modal shown, if any.
    public var presented: Modal?

    /// A presentation showing `presented`, or nothing.
    public init(presented: Modal? = nil) {
        self.presented = presented
    }

    /// Whether a modal is shown.
    public var isPresenting: Bool { presented != nil }
}

/// Why a presentation or a dismissal was refused; the app keeps it in its `lastRefusal`.
public enum ModalRefusal<Modal: Codable & Equatable & Sendable>: Equatable, Codable, Sendable {
    case alreadyPresenting(modal: Modal)
    case nothingToDismiss
}

/// What presents and dismisses a modal.
public enum ModalAction<Modal: Codable & Equatable & Sendable>: Equatable, Sendable {
    case presented(modal: Modal)
    case dismissed
}

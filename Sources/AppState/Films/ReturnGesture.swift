/// How the user left a film's details for the list: the "Return to Film List" button the spec
/// names, or the system's back swipe. The reducer treats both alike; the log keeps which it was.
public enum ReturnGesture: String, Equatable, Codable, Sendable, CaseIterable {
    case button, swipe
}

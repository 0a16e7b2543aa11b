/// An alert the app shows. Alerts queue: the front end shows the first one, and dismissing it
/// reveals the next, so that an order's outcome is never lost behind another alert.
public enum BurgerAlert: Equatable, Codable, Sendable {
    /// The burger itself (not its button) was tapped.
    case notes(name: String, notes: String)
    case orderPlaced(name: String, confirmation: OrderConfirmation)
    case orderFailed(name: String, error: OrderError)

    /// The alert's title.
    public var title: String {
        switch self {
        case .notes(let name, _): name
        case .orderPlaced: "Excellent choice!"
        case .orderFailed(let name, _): "Could not order the \(name)"
        }
    }

    /// The alert's message.
    public var message: String {
        switch self {
        case .notes(_, let notes): notes
        case .orderPlaced(let name, let confirmation):
            "\(confirmation.message) Your \(name) is on its way."
        case .orderFailed(_, let error): error.message
        }
    }
}

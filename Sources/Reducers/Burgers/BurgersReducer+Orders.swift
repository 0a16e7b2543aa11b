import AppState

/// Buying a burger by POST, one order per burger at a time.
extension BurgersReducer {
    /// Sends `{"id": <id>, "bitcoin": <price>}` unless offline, the burger is not listed, or its
    /// order is already in flight: a second tap sends nothing.
    static func buyTapped(_ state: inout BurgersState, _ id: BurgerID) -> [Effect] {
        // Seed rule burgers.offline.buyDisabled.
        guard state.buyButton(for: id).isEnabled, let burger = state.lastGood?.feed.burger(id) else {
            return []
        }
        state.ordersInFlight.append(PendingOrder(id: burger.id, name: burger.name, bitcoin: burger.bitcoin))
        // Seed rule burgers.buy.post.
        let request = HTTPRequest(
            id: BurgersEffectID.order(id).effectID, method: .post, url: state.settings.burgersURL,
            headers: [
                .init(name: "Content-Type", value: "application/json"),
                .init(name: "Accept", value: "application/json"),
            ],
            body: "{\"id\":\(burger.id.rawValue),\"bitcoin\":\(burger.bitcoin)}",
            timeout: state.settings.orderTimeout)
        return [.http(request)]
    }

    /// Re-enables the button and queues an alert with the outcome. A failed order is never sent
    /// again by itself, whatever the cause.
    static func orderAnswered(
        _ state: inout BurgersState, _ id: BurgerID, _ result: Result<OrderConfirmation, OrderError>
    ) {
        guard let index = state.ordersInFlight.firstIndex(where: { $0.id == id }) else { return }
        let order = state.ordersInFlight.remove(at: index)
        state.serverReachable = if case .failure(let error) = result { !error.reachedNothing } else { true }
        switch result {
        case .success(let confirmation):
            // Seed rule burgers.order.congratulated.
            state.alerts.append(.orderPlaced(name: order.name, confirmation: confirmation))
        case .failure(let error):
            state.alerts.append(.orderFailed(name: order.name, error: error))
        }
    }
}

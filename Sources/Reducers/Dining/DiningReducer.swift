import AppState

/// The dining app's reducer: tabs and modals through the shared reducers, the banner through
/// `BannerReducer` (fed with the modal presentation), the reservation's cards, and their pictures
/// in `DiningReducer+Images.swift`.
package enum DiningReducer {
    package static func reduce(_ state: inout DiningState, _ action: DiningAction) -> [Effect] {
        state.lastRefusal = nil
        switch action {
        case .launched:
            // The reservation is read again: the one shown closes with the read, so no drag or
            // open card outlives it.
            state.reservation = .loading
            closeReservation(&state)
            return [.load(key: DiningState.reservationKey)]
        case .reservationRead(let result):
            // Only the read a launch started is taken; one nobody waits for is dropped.
            guard state.reservation.isLoading else { return [] }
            // Seed rule dining.banner.shown.
            state.reservation = status(of: result)
            closeReservation(&state)
            return requestImages(&state)
        case .tabSelected(let tab):
            // Seed rule dining.banner.everyTab.
            navigate(&state, .tabSelected(tab: tab))
        case .restaurantTapped(let id):
            navigate(&state, .navigation(.pushed(screen: .restaurant(id: id))))
        case .backTapped:
            navigate(&state, .navigation(.popped))
        case .signInTapped:
            present(&state, .presented(modal: .signIn))
        case .searchFiltersTapped:
            present(&state, .presented(modal: .searchFilters))
        case .modalDismissed:
            present(&state, .dismissed)
        case .banner(let action):
            guard state.details != nil else {
                state.lastRefusal = .noUpcomingReservation
                return []
            }
            state.lastRefusal = BannerReducer.reduce(&state.banner, action).map(DiningRefusal.banner)
            if state.banner.position == .collapsed { state.expandedCard = nil }
        case .cardTapped(let kind):
            cardTapped(kind, &state)
        case .layoutWidthChanged(let pixels):
            return layoutWidthChanged(&state, pixels: pixels)
        case .imageLoaded(let url, let result):
            ImageSlotsReducer.loaded(&state.images, url: url, result: result)
        case .imageRetryTapped(let url):
            return retryImage(&state, url: url)
        }
        return []
    }

    /// Applies a tap on the tabs, unless a modal or the open reservation covers them.
    private static func navigate(_ state: inout DiningState, _ action: TabNavigationAction<DiningTab, DiningDestination>) {
        guard !state.modal.isPresenting, !isReservationOpen(state) else {
            state.lastRefusal = .tabsCovered
            return
        }
        state.lastRefusal = TabNavigationReducer.reduce(&state.tabs, action).map(DiningRefusal.navigation)
    }

    /// Presents or dismisses a modal (never over the open reservation) and hides the banner
    /// while one is up.
    private static func present(_ state: inout DiningState, _ action: ModalAction<DiningModal>) {
        if case .presented = action, isReservationOpen(state) {
            state.lastRefusal = .tabsCovered
            return
        }
        state.lastRefusal = ModalPresentationReducer.reduce(&state.modal, action).map(DiningRefusal.modal)
        // Seed rule dining.banner.hiddenUnderModal.
        BannerReducer.modalPresentationChanged(&state.banner, isPresented: state.modal.isPresenting)
    }

    /// Whether the reservation is open full screen over the tabs.
    private static func isReservationOpen(_ state: DiningState) -> Bool {
        state.details != nil && state.banner.isVisible && state.banner.position == .expanded
    }

    private static func status(
        of result: Result<Reservation?, ReservationReadError>
    ) -> Loadable<ReservationDetails?, ReservationReadError> {
        switch result {
        // Seed rule dining.card.summary.
        // Seed rule dining.card.address.
        // Seed rule dining.dishes.highlighted.
        // Seed rule dining.dishes.none.
        // Seed rule dining.dishes.firstThree.
        case .success(let reservation): .loaded(value: reservation.map(ReservationDetails.init))
        case .failure(let error): .failed(error: error)
        }
    }

    private static func cardTapped(_ kind: CardKind, _ state: inout DiningState) {
        guard let details = state.details else {
            state.lastRefusal = .noUpcomingReservation
            return
        }
        guard state.banner.isVisible, state.banner.position == .expanded, state.banner.drag == nil else {
            state.lastRefusal = .reservationNotOpen
            return
        }
        guard details.card(kind) != nil else {
            state.lastRefusal = .cardNotShown(card: kind)
            return
        }
        // Seed rule dining.card.expands.
        state.expandedCard = state.expandedCard == kind ? nil : kind
    }

    /// Puts the reservation behind its collapsed banner, with no card open and no drag going on:
    /// how each read starts, so one left open before a relaunch (or before none was found) never
    /// opens the next one by itself.
    private static func closeReservation(_ state: inout DiningState) {
        state.expandedCard = nil
        let hiddenByModal = state.banner.isHiddenByModal
        state.banner = Banner()
        state.banner.isHiddenByModal = hiddenByModal
    }
}

/// What happened in the dining app: past-tense facts from the front end and the runtime.
public enum DiningAction: Equatable, Sendable {
    /// The app launched: the upcoming reservation is read from the device.
    case launched
    /// The stored reservation, decoded leniently (`nil`: none is stored).
    case reservationRead(Result<Reservation?, ReservationReadError>)
    case tabs(TabNavigationAction<DiningTab, DiningScreen>)
    case modal(ModalAction<DiningModal>)
    case banner(BannerAction)
    /// A card of the open reservation view was tapped: it opens full screen, or closes when open.
    case cardTapped(CardKind)
}

import AppState
import Foundation
import Reducers

/// The invariants of a reservation read: what the stored answer must show.
extension DiningProbe {
    static func readViolations(_ step: Step<DiningFeature>, answeredInFlight: Bool?) -> [String] {
        let before = step.before, after = step.after
        var broken: [String] = []
        let wasOpen = before.details != nil && before.banner.position == .expanded
        if case .result = step.input, after.details != nil, after.banner.position == .expanded, !wasOpen {
            broken.append("opened-by-itself: the full reservation opened with no tap or drag")
        }
        if let details = after.details {
            for case .dishes(let dishes) in details.cards {
                for dish in dishes where !isWhole(dish.review) {
                    broken.append("highlight-invalid: \(dish.name)'s shown review cuts a character or has a highlight outside it")
                }
            }
        }
        guard before.reservation.isLoading, case .result(.loaded(_, .success(let data?))) = step.input, let details = after.details,
            let showable = DiningReservations.showable(in: data, maximum: ReservationDetails.maximumDishes)
        else { return broken }
        let shown = details.cards.reduce(0) { count, card in
            if case .dishes(let dishes) = card { count + dishes.count } else { count }
        }
        if shown != showable {
            broken.append("dish-dropped: \(showable) dishes have a review to show, \(shown) shown")
        }
        return broken
    }

    /// Whether `review` is text a front end can draw as it is: no half of a surrogate pair (which
    /// `String` would have made a replacement character), each highlight inside it on whole
    /// characters.
    private static func isWhole(_ review: DisplayedSnippet) -> Bool {
        let units = Array(review.text.utf16)
        let onCharacter = { (offset: Int) in
            offset == 0 || offset == units.count || !(UTF16.isLeadSurrogate(units[offset - 1]) && UTF16.isTrailSurrogate(units[offset]))
        }
        return !review.text.contains("\u{FFFD}")
            && review.highlights.allSatisfy { $0.location >= 0 && $0.end <= units.count && onCharacter($0.location) && onCharacter($0.end) }
    }
}

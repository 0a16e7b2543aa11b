import ActionLog
import AppState
import Reducers

/// Values a front end renders that the state does not store (a button enabled, a banner shown),
/// computed from the state by the app's own code. `--steps` and the timeline show them, marked
/// `derived`, so a step that changed what the user saw says so even when it changed one stored field.
protocol DerivedValues: Feature {
    /// Name and value of each derived value, in a fixed order.
    static func derived(from state: State) -> [(name: String, value: JSONValue)]
}

enum Derived {
    /// The derived values of `state`, as an object under `derived`; `nil` when the feature has none.
    static func values<F: Feature>(of state: F.State, _ feature: F.Type) -> JSONValue? {
        guard let derivable = F.self as? any DerivedValues.Type else { return nil }
        return values(state, derivable)
    }

    private static func values<D: DerivedValues>(_ state: Any, _ feature: D.Type) -> JSONValue? {
        guard let state = state as? D.State else { return nil }
        return .object(D.derived(from: state).map { (key: $0.name, value: $0.value) })
    }

    /// The changes of derived values between two states, each line marked `derived`.
    static func changeLines<F: Feature>(_ before: F.State, _ after: F.State, _ feature: F.Type) -> [String] {
        guard let old = values(of: before, feature), let new = values(of: after, feature) else { return [] }
        return StateDiff(from: .object([("derived", old)]), to: .object([("derived", new)])).lines().map { "\($0) (derived)" }
    }

    /// An encodable value as JSON, or `null` when it has none.
    static func json<T: Encodable>(_ value: T?) -> JSONValue {
        value.flatMap { try? JSONValue(encoding: $0) } ?? .null
    }
}

extension ShowcaseFeature: DerivedValues {
    static func derived(from state: ShowcaseState) -> [(name: String, value: JSONValue)] {
        [
            ("browser.canGoBack", .bool(state.browser.canGoBack)), ("browser.canGoForward", .bool(state.browser.canGoForward)),
            ("modal.isPresenting", .bool(state.modal.isPresenting)),
        ]
    }
}

extension LunchFeature: DerivedValues {
    static func derived(from state: LunchState) -> [(name: String, value: JSONValue)] {
        [
            ("browser.canGoBack", .bool(state.browser.canGoBack)), ("browser.canGoForward", .bool(state.browser.canGoForward)),
            ("modal.isPresenting", .bool(state.modal.isPresenting)),
            ("favoriteRestaurants", .array(state.favoriteRestaurants.map { .string($0.name) })),
        ]
    }
}

extension DiningFeature: DerivedValues {
    static func derived(from state: DiningState) -> [(name: String, value: JSONValue)] {
        [
            ("showsBanner", .bool(state.showsBanner)), ("banner.progress", .double(state.banner.progress)),
            ("modal.isPresenting", .bool(state.modal.isPresenting)),
        ]
    }
}

extension PlacesFeature: DerivedValues {
    static func derived(from state: PlacesState) -> [(name: String, value: JSONValue)] {
        [
            ("notice", Derived.json(state.notice)), ("list.needsFirstSearch", .bool(state.list.needsFirstSearch)),
            ("list.foundNothing", .bool(state.list.foundNothing)),
        ]
    }
}

extension BurgersFeature: DerivedValues {
    static func derived(from state: BurgersState) -> [(name: String, value: JSONValue)] {
        let buttons = (state.promotedRows + state.regularRows).map { row in
            (key: row.burger.name, value: JSONValue.string("\(row.buyButton)"))
        }
        return [
            ("isShowingCachedFeed", .bool(state.isShowingCachedFeed)), ("isLoading", .bool(state.isLoading)),
            ("presentedAlert", state.presentedAlert.map { .string($0.title) } ?? .null), ("buyButtons", .object(buttons)),
        ]
    }
}

extension FilmsFeature: DerivedValues {
    static func derived(from state: FilmsState) -> [(name: String, value: JSONValue)] {
        [("filmShown", state.filmShown.map { .string($0.title) } ?? .null)]
    }
}

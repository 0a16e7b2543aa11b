import ActionLog
import AppState

/// What a live front end's driver reports after each input: the state's changes and the screen's,
/// each from the trees of the input before. The state's tree is encoded through a `TreeMemo`, so
/// the long lists an input left alone (a feed of thousands) are not encoded again, and the diff
/// passes over equal members and equal ends of lists: the cost follows what the input changed.
/// The screen is built again for each input (a pure function of the state) but encoded the same
/// way, its unchanged rows given again.
package final class LiveChanges<F: Feature> {
    /// The state's tree and the screen's after the last input.
    package private(set) var state: JSONValue
    package private(set) var screen: JSONValue
    private let memo = TreeMemo(), screenMemo = TreeMemo()

    package init(_ initial: F.State) {
        state = (try? memo.tree(of: initial)) ?? .null
        screen = (try? screenMemo.tree(of: F.screen(of: initial))) ?? .null
    }

    /// The changes from the last state to `next` (as `StateDiff.json` spells them), and the
    /// screen's; `next` becomes the last.
    package func changes(to next: F.State) -> (state: JSONValue, screen: (before: JSONValue, after: JSONValue)) {
        let after = (try? memo.tree(of: next)) ?? .null, shown = (try? screenMemo.tree(of: F.screen(of: next))) ?? .null
        defer { (state, screen) = (after, shown) }
        return (StateDiff(from: state, to: after).json, (screen, shown))
    }
}

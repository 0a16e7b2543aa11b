import Foundation
import LogReplay
import Reducers

/// Real answers taken apart and put back with members removed or changed: how a random session
/// sees what field masks, closed places and other servers leave out.
///
/// Written with sorted keys, so the same edit always gives the same bytes (a dictionary's order
/// changes from one process to the next).
enum JSONEdit {
    /// The JSON object in `data`, or an empty one. Trailing commas (which the Dining fixture has,
    /// and the app's reader takes) are dropped first.
    static func object(_ data: Data) -> [String: Any] {
        let text = String(decoding: data, as: UTF8.self)
        let strict = text.replacingOccurrences(of: #",(\s*[\]}])"#, with: "$1", options: .regularExpression)
        return (try? JSONSerialization.jsonObject(with: Data(strict.utf8))) as? [String: Any] ?? [:]
    }

    static func data(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }

    /// `object` without some of `members` (each left out with one chance in three), the choice
    /// made in the order of `members`.
    static func removing(some members: [String], from object: [String: Any], _ random: inout SeededRandom) -> [String: Any] {
        var object = object
        for member in members where random.chance(33) { object[member] = nil }
        return object
    }
}

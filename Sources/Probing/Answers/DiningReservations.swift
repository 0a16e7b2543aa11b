import Foundation
import LogReplay
import Reducers

/// Stored reservations made from the real one in `Fixtures/dining`, their review snippets given
/// emoji and right-to-left text at the boundaries of their ranges, and ranges that start inside a
/// surrogate pair, run past the review's end, or start past it. All offsets are UTF-16 code units,
/// as the seed's.
enum DiningReservations {
    static let full = ProbeFixtures.data("dining", "FullReservation.json")

    /// What a read of the stored reservation finds: none (a device that has no reservation yet),
    /// the one stored, or the real one with its snippets edited.
    static func any(stored: Data?, _ random: inout SeededRandom) -> Data? {
        switch random.int(in: 0...9) {
        case 0, 1: return nil
        case 2..<6: return edited(&random)
        default: return stored
        }
    }

    private static func edited(_ random: inout SeededRandom) -> Data {
        var body = JSONEdit.object(full)
        var restaurant = body["restaurant"] as? [String: Any] ?? [:]
        let dishes = restaurant["dishes"] as? [[String: Any]] ?? []
        restaurant["dishes"] = dishes.map { dish -> [String: Any] in
            var dish = dish
            if let snippet = dish["snippet"] as? [String: Any], random.chance(60) { dish["snippet"] = edited(snippet, &random) }
            return dish
        }
        body["restaurant"] = restaurant
        return JSONEdit.data(body)
    }

    /// Characters two UTF-16 units long, a right-to-left mark, Hebrew and Arabic.
    static let insertions = ["😀", "👍🏽", "🇫🇷", "\u{200F}", "שלום", "مرحبا"]

    private static func edited(_ snippet: [String: Any], _ random: inout SeededRandom) -> [String: Any] {
        var snippet = snippet
        var units = Array((snippet["content"] as? String ?? "").utf16)
        var range = snippet["range"] as? [String: Int] ?? [:]
        var highlights = snippet["highlights"] as? [[String: Int]] ?? []
        let boundaries = [range["location"], highlights.first?["location"], highlights.first.map { ($0["location"] ?? 0) + ($0["length"] ?? 0) }]
        // Text put just before a boundary, so that the boundary falls inside what was put there
        // (inside an emoji's surrogate pair when it is one).
        if let boundary = random.element(of: boundaries.compactMap { $0 }), (1...units.count).contains(boundary) {
            let inserted = Array((random.element(of: insertions) ?? "😀").utf16)
            units.insert(contentsOf: inserted, at: boundary - 1)
        }
        let count = units.count
        switch random.int(in: 0...4) {
        case 0: range["length"] = count
        case 1: highlights.append(["location": range["location"] ?? 0, "length": 99_999])
        case 2: highlights.append(["location": count + 5, "length": 3])
        case 3: highlights.append(["location": -4, "length": 8])
        default: break
        }
        snippet["content"] = String(decoding: units, as: UTF16.self)
        snippet["range"] = range
        snippet["highlights"] = highlights
        return snippet
    }

    /// The dishes of `body` the reservation should show: those whose display range has something
    /// of the review in it (a start inside it, a length), at most `maximum`.
    static func showable(in body: Data, maximum: Int) -> Int? {
        guard let dishes = (JSONEdit.object(body)["restaurant"] as? [String: Any])?["dishes"] as? [[String: Any]] else { return nil }
        let usable = dishes.filter { dish in
            let snippet = dish["snippet"] as? [String: Any]
            let count = (snippet?["content"] as? String)?.utf16.count ?? 0
            guard let range = snippet?["range"] as? [String: Int], let location = range["location"], let length = range["length"] else { return false }
            return location >= 0 && length > 0 && location < count
        }
        return min(usable.count, maximum)
    }
}

import ActionLog
import Foundation
import XCTest

@testable import AppState

/// What the wire model tests hold the byte parser's route to: Foundation's `JSONDecoder` on the
/// real feeds of `Fixtures` and on documents written in the tests.
protocol WireModelTesting {}

extension WireModelTesting {
    /// The real feeds.
    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }

    /// Every object made from `object` (a `JSONSerialization` tree) by one change at or below it:
    /// a member left out or set to each of `replacements`, at any depth, and in an array the items
    /// at `items` (those it has) changed so. Members in the order of their keys.
    func changes(of object: [String: Any], replacements: [Any], items: [Int] = [0]) -> [[String: Any]] {
        object.sorted { $0.key < $1.key }.flatMap { key, member in
            var changed = object
            changed[key] = nil
            return [changed] + (replacements + changes(ofValue: member, replacements: replacements, items: items)).map { value in
                changed[key] = value
                return changed
            }
        }
    }

    /// `changes(of:replacements:items:)` of an object or an array; none of any other value.
    private func changes(ofValue value: Any, replacements: [Any], items: [Int]) -> [Any] {
        if let object = value as? [String: Any] { return changes(of: object, replacements: replacements, items: items) }
        guard let array = value as? [Any] else { return [] }
        return items.filter(array.indices.contains).flatMap { index in
            changes(ofValue: array[index], replacements: replacements, items: items).map { item in
                var changed = array
                changed[index] = item
                return changed
            }
        }
    }

    /// `data` decoded by `JSONDecoder` as `type`, or its failure as `DecodeFailure` names it.
    func reference<T: Decodable>(_ type: T.Type, _ data: Data) -> Result<T, DecodeFailure> {
        do { return .success(try JSONDecoder().decode(type, from: data)) } catch { return .failure(DecodeFailure(error)) }
    }
}

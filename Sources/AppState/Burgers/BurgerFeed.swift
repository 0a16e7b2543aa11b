import Foundation

/// The burger list as the app keeps it: the burgers that decoded, in the server's order, and one
/// failure per burger that did not (its JSON path and why), so one bad entry hides only itself.
public struct BurgerFeed: Equatable, Codable, Sendable {
    /// The burgers read, in the feed's order.
    public var burgers: [Burger]
    /// The burgers left out, and why.
    public var problems: [DecodeFailure]

    /// A feed of `burgers`, without those `problems` name.
    public init(burgers: [Burger], problems: [DecodeFailure] = []) {
        self.burgers = burgers
        self.problems = problems
    }

    /// The burgers shown in the horizontally scrolled section, in the server's order.
    public var promoted: [Burger] { burgers.filter(\.promoted) }  // Seed rule burgers.promoted.

    /// The burgers listed beneath the promoted section, in the server's order.
    public var regular: [Burger] { burgers.filter { !$0.promoted } }  // Seed rule burgers.regular.

    /// The burger `id`, when the feed has it.
    public func burger(_ id: BurgerID) -> Burger? { burgers.first { $0.id == id } }
}

/// The body of `GET /burgers/`: `{"latency": N, "burgers": [...]}`.
///
/// The list must be there; each entry is decoded on its own, and an entry whose id repeats an
/// earlier one is refused, since orders name burgers by id. At most `maximumBurgers` are kept and
/// the failures are bounded (`EntryFailures`), so no feed can grow the state without bound.
package struct BurgerFeedResponse: Decodable, Sendable {
    /// More burgers than any Coffee Port menu holds; the rest are left out, and counted.
    package static let maximumBurgers = 1000

    package var feed: BurgerFeed

    private enum CodingKeys: String, CodingKey { case burgers }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var list = try container.nestedUnkeyedContainer(forKey: .burgers)
        var feed = BurgerFeed(burgers: [])
        var problems = EntryFailures(listPath: "burgers")
        while !list.isAtEnd {
            let index = list.currentIndex
            switch try list.decode(Entry.self).result {
            case .failure(let failure):
                problems.append(failure)
            case .success(let burger) where feed.burger(burger.id) != nil:
                problems.append(DecodeFailure(path: "burgers[\(index)].id", reason: "duplicate id \(burger.id)"))
            case .success where feed.burgers.count >= Self.maximumBurgers:
                problems.append(DecodeFailure(path: "burgers[\(index)]", reason: "left out: the app keeps at most \(Self.maximumBurgers) burgers"))
            case .success(let burger):
                feed.burgers.append(burger)
            }
        }
        feed.problems = problems.all
        self.feed = feed
    }

    /// One list entry, decoded without throwing so that the list moves on past a bad one.
    private struct Entry: Decodable {
        var result: Result<Burger, DecodeFailure>

        init(from decoder: any Decoder) throws {
            do {
                result = .success(try Burger(from: decoder))
            } catch {
                result = .failure(DecodeFailure(error))
            }
        }
    }
}

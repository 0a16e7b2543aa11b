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
        var entries: [Attempt<Burger>] = []
        while !list.isAtEnd { entries.append(try list.decode(Attempt<Burger>.self)) }
        self.init(entries: entries)
    }

    /// The feed of the list's entries in order: the burgers that decoded, each id once and at most
    /// `maximumBurgers` of them, and the failures of the others.
    init(entries: [Attempt<Burger>]) {
        var feed = BurgerFeed(burgers: [])
        var problems = EntryFailures(listPath: "burgers")
        for (index, entry) in entries.enumerated() {
            switch entry.result {
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
}

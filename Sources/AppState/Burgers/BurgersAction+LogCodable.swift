import ActionLog
import Foundation

// The log's named spelling of the Coffee Port app's actions.

extension Connectivity: LogCodable {}

// Decoded feeds, cache contents and order outcomes: their own `Codable` JSON, as format 1 logged them.
extension BurgerFeed: LogModel {}
extension OrderConfirmation: LogModel {}
extension OrderError: LogModel {}

/// The server's integer id, bare: `2`.
extension BurgerID: LogCodable {}

extension BurgersAction: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .appeared(let time): .logCase("appeared", ["at": time])
        case .refreshPulled(let time): .logCase("refreshPulled", ["at": time])
        case .connectivityChanged(let connectivity, let time):
            .logCase("connectivityChanged", ["connectivity": connectivity, "at": time])
        case .clockTicked(let time): .logCase("clockTicked", ["time": time])
        case .feedLoaded(let result): .logCase("feedLoaded", ["result": result])
        case .cacheLoaded(let result): .logCase("cacheLoaded", ["result": result])
        case .cacheSaved(let error): .logCase("cacheSaved", ["error": error])
        case .imageLoaded(let url, let result): .logCase("imageLoaded", ["url": url, "result": result])
        case .burgerTapped(let burger): .logCase("burgerTapped", ["burger": burger])
        case .buyTapped(let burger): .logCase("buyTapped", ["burger": burger])
        case .orderAnswered(let burger, let result): .logCase("orderAnswered", ["burger": burger, "result": result])
        case .alertDismissed: .logCase("alertDismissed")
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            let f = c.fields
            switch c.name {
            case "appeared": return .appeared(at: try f("at"))
            case "refreshPulled": return .refreshPulled(at: try f("at"))
            case "connectivityChanged": return .connectivityChanged(connectivity: try f("connectivity"), at: try f("at"))
            case "clockTicked": return .clockTicked(time: try f("time"))
            case "feedLoaded": return .feedLoaded(result: try f("result"))
            case "cacheLoaded": return .cacheLoaded(result: try f("result"))
            case "cacheSaved": return .cacheSaved(error: try f.optional("error"))
            case "imageLoaded": return .imageLoaded(url: try f("url"), result: try f("result"))
            case "burgerTapped": return .burgerTapped(burger: try f("burger"))
            case "buyTapped": return .buyTapped(burger: try f("burger"))
            case "orderAnswered": return .orderAnswered(burger: try f("burger"), result: try f("result"))
            case "alertDismissed": return .alertDismissed
            default: throw c.unknown()
            }
        }
    }
}

import ActionLog
import Foundation

// The log's named spelling of the films app's actions.

extension FilmID: LogCodable {}
extension FilmListKind: LogCodable {}
extension ReturnGesture: LogCodable {}

/// A decoded film: its own `Codable` JSON, the feed's keys (`id`, `name`, `desc`, `long_desc`,
/// `image`), as format 1 logged it.
extension Film: LogModel {}

extension FilmsAction: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        switch self {
        case .appeared: .logCase("appeared")
        case .segmentSelected(let list): .logCase("segmentSelected", ["list": list])
        case .retryTapped(let list): .logCase("retryTapped", ["list": list])
        case .listLoaded(let list, let result): .logCase("listLoaded", ["list": list, "result": result])
        case .listScrolled(let list, let offset): .logCase("listScrolled", ["list": list, "offset": offset])
        case .imageLoaded(let film, let url, let result): .logCase("imageLoaded", ["film": film, "url": url, "result": result])
        case .heartTapped(let film): .logCase("heartTapped", ["film": film])
        case .rowTapped(let film): .logCase("rowTapped", ["film": film])
        case .returnedToList(let gesture): .logCase("returnedToList", ["via": gesture])
        }
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self = try LogCase.decode(logValue, at: path) { (c) throws(LogDecodingError) -> Self in
            let f = c.fields
            switch c.name {
            case "appeared": return .appeared
            case "segmentSelected": return .segmentSelected(list: try f("list"))
            case "retryTapped": return .retryTapped(list: try f("list"))
            case "listLoaded": return .listLoaded(list: try f("list"), result: try f("result"))
            case "listScrolled": return .listScrolled(list: try f("list"), offset: try f("offset"))
            case "imageLoaded": return .imageLoaded(film: try f("film"), url: try f("url"), result: try f("result"))
            case "heartTapped": return .heartTapped(film: try f("film"))
            case "rowTapped": return .rowTapped(film: try f("film"))
            case "returnedToList": return .returnedToList(via: try f("via"))
            default: throw c.unknown()
            }
        }
    }

    /// Format 1 named each unlabeled value by its position, labeled ones included in the count:
    /// `imageLoaded(FilmID, url: URL, Result)` was `{"_0":…,"url":…,"_2":…}`.
}

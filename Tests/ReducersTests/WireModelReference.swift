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

    /// `data` decoded by `JSONDecoder` as `type`, or its failure as `DecodeFailure` names it.
    func reference<T: Decodable>(_ type: T.Type, _ data: Data) -> Result<T, DecodeFailure> {
        do { return .success(try JSONDecoder().decode(type, from: data)) } catch { return .failure(DecodeFailure(error)) }
    }
}

import ActionLog
import AppState
import Foundation
import Probing
import Reducers
import XCTest

/// The states that write their canonical bytes themselves (`CanonicalEncodable`) are held to the
/// `Codable` route, `JSONEncoder` and a parse, on every state and screen random sessions of each
/// app pass through: the same bytes (so the same state hashes as every log recorded), and the
/// same tree (so `--steps`, the timeline and the driver show the same changes).
final class CanonicalEncodingTests: XCTestCase {
    func testEveryConformingStateOfRandomSessionsIsSpelledAsCodableSpellsIt() throws {
        for feature in FeatureRegistry.standard.all {
            guard let probed = feature as? any ProbedFeature.Type else { continue }
            try compare(probed)
        }
    }

    private func compare<F: ProbedFeature>(_ feature: F.Type) throws { try compare(F.Probe.self) }

    func testShowcaseStatesWriteTheirOwnBytes() throws {
        let compared = try compare(ShowcaseFeature.Probe.self)
        XCTAssertGreaterThan(compared, 1_000, "Showcase's states take the canonical route")
    }

    func testANumberJSONCannotSpellFailsAsTheCodableRouteFails() {
        let status = Loadable<NoValue, PageLoadFailure>.loading(progress: .infinity)
        XCTAssertNil(CanonicalOutput.bytes(of: status))
        XCTAssertThrowsError(try CanonicalJSON.encode(status)) { error in
            XCTAssertTrue(error is EncodingError, "\(error)")
        }
        XCTAssertEqual(
            try CanonicalJSON.encode(Loadable<NoValue, PageLoadFailure>.loading(progress: 0.25)),
            Data(#"{"loading":{"progress":0.25}}"#.utf8))
        XCTAssertEqual(try CanonicalJSON.encode(Loadable<NoValue, PageLoadFailure>.loading), Data(#"{"loading":{}}"#.utf8))
    }

    /// The number of states and screens written by their own conformance and compared.
    @discardableResult
    private func compare<M: ProbeModel>(_ model: M.Type) throws -> Int {
        var compared = 0
        var failures: [String] = []
        for seed in UInt64(1)...30 {
            _ = ProbeRun<M>(steps: 60).session(seed: seed) { step in
                for (what, value) in [("state", step.after as any Encodable), ("screen", M.F.screen(of: step.after))] {
                    guard failures.count < 3, let bytes = CanonicalOutput.bytes(of: value) else { continue }
                    compared += 1
                    do {
                        let reference = try JSONEncoder().encode(value)
                        if Data(bytes) != CanonicalWriter.bytes(of: try JSONValue(referenceParsing: reference)) {
                            failures.append("\(M.F.name) seed \(seed) input \(step.seq): the \(what)'s bytes differ: \(String(decoding: bytes, as: UTF8.self))")
                        }
                        if try JSONValue(encoding: value) != JSONValue(referenceParsing: reference) {
                            failures.append("\(M.F.name) seed \(seed) input \(step.seq): the \(what)'s tree differs")
                        }
                    } catch {
                        failures.append("\(M.F.name) seed \(seed) input \(step.seq): \(error)")
                    }
                }
            }
        }
        failures.forEach { XCTFail($0) }
        return compared
    }
}

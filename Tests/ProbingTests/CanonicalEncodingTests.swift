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
    /// Every state and every screen random sessions of each app pass through is written by its
    /// own conformance (a type left on the `Codable` route anywhere in them fails this) and
    /// spelled as `Codable` spells it.
    func testEveryStateAndScreenOfEveryAppWritesItsOwnBytesAsCodableSpellsThem() throws {
        var apps: [String] = []
        for feature in FeatureRegistry.standard.all {
            guard let probed = feature as? any ProbedFeature.Type else { continue }
            let compared = try compare(probed)
            let name = feature.name
            apps.append(name)
            XCTAssertGreaterThan(compared.steps, 1_000, name)
            XCTAssertEqual(compared.states, compared.steps, "\(name)'s states take the canonical route")
            XCTAssertEqual(compared.screens, compared.steps, "\(name)'s screens take the canonical route")
        }
        XCTAssertEqual(Set(apps), ["showcase", "lunch", "places", "films", "burgers", "dining"])
    }

    private func compare<F: ProbedFeature>(_ feature: F.Type) throws -> Compared { try compare(F.Probe.self) }

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

    /// How many steps the sessions took, and how many of their states and of their screens were
    /// written by their own conformance and compared.
    private typealias Compared = (steps: Int, states: Int, screens: Int)

    private func compare<M: ProbeModel>(_ model: M.Type) throws -> Compared {
        var compared: Compared = (0, 0, 0)
        var failures: [String] = []
        for seed in UInt64(1)...30 {
            _ = ProbeRun<M>(steps: 60).session(seed: seed) { step in
                compared.steps += 1
                for (what, value) in [("state", step.after as any Encodable), ("screen", M.F.screen(of: step.after))] {
                    guard failures.count < 3, let bytes = CanonicalOutput.bytes(of: value) else { continue }
                    if what == "state" { compared.states += 1 } else { compared.screens += 1 }
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

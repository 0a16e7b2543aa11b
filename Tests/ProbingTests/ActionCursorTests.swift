import ActionLog
import AppState
import Foundation
import Probing
import Reducers
import XCTest

/// Every app's actions are read straight from a line's bytes as the tree reads them: each action
/// random sessions pass through, written as the log writes it, reads back from the cursor to the
/// same spelling (compared by spelling: a `nan` is not equal to itself). A spelling the cursor
/// does not take is left to the tree, which the differential tests hold to the same values.
final class ActionCursorTests: XCTestCase {
    func testEveryActionOfEveryAppReadsBackFromTheCursor() throws {
        var apps: [String] = []
        for feature in FeatureRegistry.standard.all {
            guard let probed = feature as? any ProbedFeature.Type else { continue }
            let (read, cases, missed) = readBack(probed)
            apps.append(feature.name)
            XCTAssertGreaterThan(read, 100, feature.name)
            XCTAssertLessThan(missed * 10, read, "\(feature.name): few actions are left to the tree")
            XCTAssertGreaterThan(cases, 5, "\(feature.name): cases met")
        }
        XCTAssertEqual(Set(apps), ["showcase", "lunch", "places", "films", "burgers", "dining"])
    }

    /// An image's answer, in each format, sizes given or not, reads back from the cursor to the same spelling.
    func testImageAnswersReadBackFromTheCursor() throws {
        let infos = [
            ImageInfo(format: .jpeg, byteCount: 9876, width: 140, height: 209, digest: "5d41", fromCache: false),
            ImageInfo(format: .webp, byteCount: 0, width: nil, height: nil, digest: "", fromCache: true),
            ImageInfo(format: .png, byteCount: 1, width: 3, height: nil, digest: "a\"b", fromCache: false),
            ImageInfo(format: .gif, byteCount: 43, width: 1, height: 1, digest: "00", fromCache: false),
        ]
        for info in infos {
            let result = EffectResult.image(id: EffectID("image:1"), url: try XCTUnwrap(AddressText("https://x.test/a.jpg")), .success(info))
            let line = Array(CanonicalWriter.bytes(of: result.logValue))
            let read = line.withUnsafeBytes { bytes -> EffectResult? in
                var cursor = LogCursor(bytes)
                return try? EffectResult(logCursor: &cursor)
            }
            XCTAssertEqual(read, result, String(decoding: line, as: UTF8.self))
        }
    }

    private typealias Counts = (read: Int, cases: Int, missed: Int)

    private func readBack<F: ProbedFeature>(_ feature: F.Type) -> Counts { readBack(F.Probe.self) }

    /// How many actions of the sessions read back to their spelling, of how many different cases,
    /// and how many the cursor left to the tree.
    private func readBack<M: ProbeModel>(_ model: M.Type) -> Counts {
        var read = 0, missed = 0
        var cases: Set<String> = []
        var failures = 0
        for seed in UInt64(1)...60 {
            _ = ProbeRun<M>(steps: 60).session(seed: seed) { step in
                guard let action = step.action, failures < 3 else { return }
                let line = Array(CanonicalWriter.bytes(of: action.logValue))
                let fromCursor = line.withUnsafeBytes { bytes -> M.F.Action? in
                    var cursor = LogCursor(bytes)
                    return try? M.F.Action(logCursor: &cursor)
                }
                guard let fromCursor else {
                    missed += 1
                    let text = String(decoding: line, as: UTF8.self)
                    XCTAssertTrue(text.contains(#""nan""#) || text.contains(#"inf""#), "\(M.F.name): \(text) is left to the tree")
                    return
                }
                if Array(CanonicalWriter.bytes(of: fromCursor.logValue)) == line {
                    read += 1
                    if let name = action.logValue.logCaseName { cases.insert(name) }
                } else {
                    failures += 1
                    XCTFail("\(M.F.name): \(String(decoding: line, as: UTF8.self)) read back as \(String(describing: fromCursor))")
                }
            }
        }
        return (read, cases.count, missed)
    }
}

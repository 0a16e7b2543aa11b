import ActionLog
import AppState
import Foundation
import LogReplay
import Probing
import Reducers
import XCTest

/// A model whose invariant breaks on purpose, to see the runner find it and shrink it: Showcase
/// favorites must never hold both "a" and "c".
private enum NoAAndC: ProbeModel {
    typealias F = ShowcaseFeature

    static var launch: [ShowcaseAction] { [.launched] }

    static func userAction(_ state: ShowcaseState, _ random: inout SeededRandom) -> ShowcaseAction {
        switch random.int(in: 0...3) {
        case 0: .navigation(.tabSelected(tab: random.element(of: ShowcaseTab.allCases) ?? .home))
        default: .favorites(.toggled(id: random.element(of: ["a", "b", "c"]) ?? "a"))
        }
    }

    static func response(to request: HTTPRequest, _ random: inout SeededRandom) -> HTTPResponse {
        HTTPResponse(status: 404, body: Data())
    }

    static func unaskedResult(_ state: ShowcaseState, _ random: inout SeededRandom) -> EffectResult? { nil }

    static func violations(_ step: Step<ShowcaseFeature>, answeredInFlight: Bool?, _ world: ProbeWorld) -> [String] {
        step.after.favorites.contains("a") && step.after.favorites.contains("c") ? ["a-and-c: \(step.after.favorites.ids.elements)"] : []
    }
}

final class ShrinkingTests: XCTestCase {
    func testAFailingSessionShrinksToTheInputsThatBreakTheInvariantAndItsLogReplays() throws {
        let failure = try XCTUnwrap(ProbeRun<NoAAndC>(steps: 200).session(seed: 7), "the invariant breaks within 200 inputs")
        XCTAssertEqual(failure.invariant, "a-and-c")
        XCTAssertEqual(failure.shrunk.count, 3, "the launch and two toggles are all it takes: \(failure.shrunk.map { $0.action.map { "\($0)" } ?? "-" })")
        XCTAssertLessThan(failure.shrunk.count, failure.inputs.count)
        XCTAssertNotNil(ProbeReplay<NoAAndC>.firstViolation(failure.shrunk, storage: failure.storage))

        let log = FileManager.default.temporaryDirectory.appendingPathComponent("shrunk-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        try InputLog.write(failure.shrunk, of: ShowcaseFeature.self, to: log)
        let outcome = try Replayer<ShowcaseFeature>(verify: true).run(LogOpening(url: log))
        XCTAssertNil(outcome.divergence)
        XCTAssertEqual(outcome.checkpointsVerified, 3)
        XCTAssertEqual(Set(outcome.state.favorites.ids.elements), ["a", "c"])
    }

    func testASeedGivesTheSameSessionEveryTime() throws {
        let run = ProbeRun<NoAAndC>(steps: 200)
        let first = try XCTUnwrap(run.session(seed: 11)), again = try XCTUnwrap(run.session(seed: 11))
        XCTAssertEqual(first.inputs.map { $0.action.map { "\($0)" } }, again.inputs.map { $0.action.map { "\($0)" } })
        XCTAssertEqual(first.violation, again.violation)
    }

    /// A shrunk log that needs an answer nobody asked for names it, since `replay` refuses it.
    func testAnswersNobodyAskedForAreNamed() {
        let read = EffectResult.loaded(key: "showcase.favorites", .success(nil))
        let inputs: [StoreInput<ShowcaseFeature>] = [.action(.launched), .result(read), .result(read)]
        XCTAssertEqual(ProbeReplay<ShowcaseProbe>.unaskedAnswers(inputs, storage: [:]), [3], "the second read answers nothing")
    }
}

import AppState
import Foundation
import Probing
import XCTest

/// Storage in the random sessions' world fails as a device's does: a failed write, or one a
/// relaunch cuts off, leaves what storage held, and the reads asked after it find that.
final class ProbeWorldStorageTests: XCTestCase {
    private let key: StorageKey = "lunch.favorites"
    private let old = Data(#"["Chuy's"]"#.utf8), new = Data(#"["Chuy's","Gloria's"]"#.utf8)

    func testAFailedWriteLeavesWhatStorageHeldAndTheReadAfterItFindsThat() {
        var world = ProbeWorld(storage: [key: old])
        world.take([.persist(key: key, value: new), .load(key: key)])
        XCTAssertEqual(world.storage[key], new, "a write reaches storage when it is returned")
        XCTAssertTrue(world.received(.persisted(key: key, error: .io("disk full"))))
        XCTAssertEqual(world.storage[key], old)
        XCTAssertEqual(world.pending.map(\.stored), [old], "the read asked after the write finds what it left")
    }

    func testAFailedWriteBeforeAnotherLeavesTheLaterOneInPlace() {
        var world = ProbeWorld(storage: [key: old])
        world.take([.persist(key: key, value: new), .persist(key: key, value: Data("[]".utf8))])
        world.received(.persisted(key: key, error: .io("disk full")))
        XCTAssertEqual(world.storage[key], Data("[]".utf8))
        world.received(.persisted(key: key, error: .io("disk full")))
        XCTAssertEqual(world.storage[key], old, "both failed: what was there before either")
    }

    func testARelaunchLosesTheWritesInFlightOnlyWhenToldSo() {
        var kept = ProbeWorld(storage: [key: old])
        kept.take([.persist(key: key, value: new)])
        var lost = kept
        kept.relaunched(writesLost: false)
        lost.relaunched(writesLost: true)
        XCTAssertEqual(kept.storage[key], new)
        XCTAssertEqual(lost.storage[key], old)
        XCTAssertTrue(lost.pending.isEmpty)
    }

    func testStorageAnswersAKeyInTheOrderItWasAsked() throws {
        var world = ProbeWorld(storage: [:])
        world.take([.load(key: key), .persist(key: key, value: new)])
        let write = try XCTUnwrap(world.pending.last)
        XCTAssertEqual(world.nextAnswer(write).effect, .load(key: key))
    }
}

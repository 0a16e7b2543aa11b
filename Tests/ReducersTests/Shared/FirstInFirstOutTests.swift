import Reducers
import XCTest

/// The scheduler's queue against the plainest model of one, an array taken from the front: the
/// same elements come out in the same order whatever the mix of appends, takes and removals
/// (the last one taken, several waiting, the storage compacted past 64 taken).
final class FirstInFirstOutTests: XCTestCase {
    func testTakesWhatAnArrayTakenFromTheFrontGives() {
        var queue = FirstInFirstOut<Int>()
        var model: [Int] = []
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % bound
        }
        for step in 0..<20_000 {
            // Phases of 500 steps that fill the queue, then drain it: it holds from none to a few
            // hundred, is taken to its last one often, and compacted past 64 taken; a removal
            // now and then (which compacts it too).
            let appends: UInt64 = (step / 500) % 2 == 0 ? 50 : 20
            switch next(100) {
            case 0..<appends:
                for offset in 0..<Int(next(4)) {
                    queue.append(step * 10 + offset)
                    model.append(step * 10 + offset)
                }
            case appends..<99:
                XCTAssertEqual(queue.popFirst(), model.isEmpty ? nil : model.removeFirst(), "step \(step)")
            default:
                let divisor = Int(next(7)) + 2
                queue.removeAll { $0 % divisor == 0 }
                model.removeAll { $0 % divisor == 0 }
            }
            XCTAssertEqual(queue.isEmpty, model.isEmpty, "step \(step)")
        }
        while let first = queue.popFirst() { XCTAssertEqual(first, model.removeFirst()) }
        XCTAssertTrue(model.isEmpty)
    }
}

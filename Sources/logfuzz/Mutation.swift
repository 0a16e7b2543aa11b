import ActionLog
import LogReplay
import Reducers

/// The ways an input log is damaged: what a crash, a disk, a network or a hostile hand may do to it.
enum Mutation: CaseIterable {
    case flipBit
    case truncate
    case insertInvalidUTF8
    case hugeLine
    case deepNesting
    case wrongType
    case duplicateLine
    case swapLines
    case dropLine
    case hostileNumber
    case hostileString
    case inlineInitialState

    /// How often this damage is drawn, relative to the others: a 64 MiB line costs as much as
    /// hundreds of small inputs, so it comes rarely.
    var weight: Int {
        switch self {
        case .hugeLine: 1
        case .deepNesting: 10
        default: 40
        }
    }

    /// A damage drawn by weight.
    static func random(using random: inout SeededRandom) -> Mutation {
        let total = allCases.reduce(0) { $0 + $1.weight }
        var pick = Int.random(in: 0..<total, using: &random)
        for mutation in allCases {
            if pick < mutation.weight { return mutation }
            pick -= mutation.weight
        }
        return .flipBit
    }

    /// `log` damaged this way, at places chosen by `random`.
    func apply(to log: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
        guard !log.isEmpty else { return log }
        var bytes = log
        switch self {
        case .flipBit:
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
            }
        case .truncate:
            bytes.removeLast(Int.random(in: 1...bytes.count, using: &random))
        case .insertInvalidUTF8:
            let invalid: [[UInt8]] = [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x00], [0xF8, 0x88, 0x80, 0x80, 0x80]]
            bytes.insert(contentsOf: invalid[Int.random(in: 0..<invalid.count, using: &random)], at: Int.random(in: 0...bytes.count, using: &random))
        case .hugeLine:
            // One byte longer than any reader accepts.
            let line = [UInt8](repeating: UInt8(ascii: "7"), count: LogLimits.lineBytes + 1)
            bytes = replaceLine(in: bytes, &random) { _ in Array("{\"type\":\"action\",\"seq\":".utf8) + line }
        case .deepNesting:
            let depth = Int.random(in: 200...20_000, using: &random)
            bytes = replaceValue(in: bytes, &random) { _ in
                [UInt8](repeating: UInt8(ascii: "["), count: depth) + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
            }
        case .wrongType:
            let values = ["true", "null", "\"text\"", "[]", "{}", "-1", "1.5e308", "{\"a\":1}"]
            let value = Array(values[Int.random(in: 0..<values.count, using: &random)].utf8)
            bytes = replaceValue(in: bytes, &random) { _ in value }
        case .duplicateLine, .swapLines, .dropLine:
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
            guard lines.count > 2 else { return bytes }
            let a = Int.random(in: 1..<lines.count - 1, using: &random)
            let b = Int.random(in: 1..<lines.count - 1, using: &random)
            switch self {
            case .duplicateLine: lines.insert(lines[a], at: b)
            case .swapLines: lines.swapAt(a, b)
            default: lines.remove(at: a)
            }
            bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        case .hostileNumber:
            let numbers = ["9223372036854775807", "-9223372036854775808", "9223372036854775808", "1e999", "-0", "0.000001", "4294967296"]
            let number = Array(numbers[Int.random(in: 0..<numbers.count, using: &random)].utf8)
            bytes = replaceNumber(in: bytes, &random) { number }
        case .hostileString:
            let strings = ["\"\"", "\"\\u0000\"", "\"../../etc/passwd\"", "\"%n%s%x\"", "\"\\ud800\"", "\"" + String(repeating: "é", count: 100_000) + "\""]
            let string = Array(strings[Int.random(in: 0..<strings.count, using: &random)].utf8)
            bytes = replaceString(in: bytes, &random) { string }
        case .inlineInitialState:
            bytes = withInlineInitialState(bytes, &random)
        }
        return bytes
    }
}

/// Finds spans of JSON text to damage. They work on bytes, so they also damage invalid JSON.
private func spans(in bytes: [UInt8], where isStart: (UInt8) -> Bool, end: (Int) -> Int) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var index = 0
    while index < bytes.count {
        if isStart(bytes[index]) {
            let stop = end(index)
            if stop > index { found.append(index..<stop) }
            index = max(stop, index + 1)
        } else {
            index += 1
        }
    }
    return found
}

private func replace(_ bytes: [UInt8], _ found: [Range<Int>], _ random: inout SeededRandom, with value: ([UInt8]) -> [UInt8]) -> [UInt8] {
    guard !found.isEmpty else { return bytes }
    let span = found[Int.random(in: 0..<found.count, using: &random)]
    var result = bytes
    result.replaceSubrange(span, with: value(Array(bytes[span])))
    return result
}

private func replaceNumber(in bytes: [UInt8], _ random: inout SeededRandom, with value: () -> [UInt8]) -> [UInt8] {
    let digits = Set(Array("-0123456789.eE+".utf8))
    let found = spans(in: bytes, where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { start in
        var stop = start
        while stop < bytes.count, digits.contains(bytes[stop]) { stop += 1 }
        return stop
    }
    return replace(bytes, found, &random) { _ in value() }
}

private func replaceString(in bytes: [UInt8], _ random: inout SeededRandom, with value: () -> [UInt8]) -> [UInt8] {
    let found = spans(in: bytes, where: { $0 == UInt8(ascii: "\"") }) { start in
        var stop = start + 1
        while stop < bytes.count, bytes[stop] != UInt8(ascii: "\"") { stop += bytes[stop] == UInt8(ascii: "\\") ? 2 : 1 }
        return min(stop + 1, bytes.count)
    }
    return replace(bytes, found, &random) { _ in value() }
}

/// Replaces the value after a random `:` (up to the next `,` or `}`) with `value`.
private func replaceValue(in bytes: [UInt8], _ random: inout SeededRandom, with value: ([UInt8]) -> [UInt8]) -> [UInt8] {
    let found = spans(in: bytes, where: { $0 == UInt8(ascii: ":") }) { start in
        var stop = start + 1
        while stop < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "\n")].contains(bytes[stop]) { stop += 1 }
        return stop
    }.map { ($0.lowerBound + 1)..<$0.upperBound }
    return replace(bytes, found, &random, with: value)
}

private func replaceLine(in bytes: [UInt8], _ random: inout SeededRandom, with value: ([UInt8]) -> [UInt8]) -> [UInt8] {
    let found = spans(in: bytes, where: { _ in true }) { start in
        var stop = start
        while stop < bytes.count, bytes[stop] != UInt8(ascii: "\n") { stop += 1 }
        return stop
    }
    return replace(bytes, found, &random, with: value)
}

/// Swaps a named initial state for a spelled-out one (`{"state":{…}}`) holding hostile counters.
private func withInlineInitialState(_ bytes: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
    let named = Array(#"{"name":"launch"}"#.utf8)
    guard let start = firstIndex(of: named, in: bytes) else { return bytes }
    let states = [
        // Showcase's launch state with every counter at its largest: the next push must not trap.
        #"{"state":{"browser":{"cursor":0,"entries":[{"id":9223372036854775807,"requestCount":9223372036854775807,"status":{"loading":{"progress":0}},"url":"https://www.swift.org"}],"nextEntryID":9223372036854775807},"favorites":[],"modal":{},"navigation":{"selected":"home","tabs":[{"stack":{"screens":[]},"tab":"home"},{"stack":{"screens":[]},"tab":"browser"},{"stack":{"screens":[]},"tab":"favorites"}]}}}"#,
        #"{"state":{"browser":{"cursor":0,"entries":[{"id":1,"requestCount":1,"status":{"loading":{"progress":0}},"url":"https://www.swift.org"}],"nextEntryID":-5},"favorites":[],"modal":{},"navigation":{"selected":"home","tabs":[]}}}"#,
        #"{"state":{}}"#, #"{"state":[]}"#, #"{"state":null}"#,
    ]
    var result = bytes
    result.replaceSubrange(start..<start + named.count, with: Array(states[Int.random(in: 0..<states.count, using: &random)].utf8))
    return result
}

private func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    return (0...(haystack.count - needle.count)).first { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
}

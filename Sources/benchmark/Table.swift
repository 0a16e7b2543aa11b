import Foundation

/// The benchmark's output: one table row per figure as it is measured, or all of them as JSON.
enum Table {
    static func printHeader() {
        print(pad("what", 42) + pad("count", 12, right: true) + pad("per action", 14, right: true)
            + pad("per second", 16, right: true) + pad("peak", 11, right: true) + "  note")
    }

    static func printRow(_ figure: Figure) {
        let time = figure.nanoseconds == 0 ? "" : duration(figure.nanoseconds)
        let rate = figure.nanoseconds == 0 ? "" : grouped(Int(figure.perSecond))
        let peak = figure.peakMiB.map { String(format: "%.1f MiB", $0) } ?? ""
        let count = figure.count == 0 ? "" : grouped(figure.count)
        print(pad(figure.name, 42) + pad(count, 12, right: true) + pad(time, 14, right: true)
            + pad(rate, 16, right: true) + pad(peak, 11, right: true) + "  " + figure.note)
    }

    static func json(_ figures: [Figure]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(figures), as: UTF8.self)
    }

    private static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1000)
        default: String(format: "%.2f ms", nanoseconds / 1_000_000)
        }
    }

    private static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : String(digit)
        }.joined()
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let gap = String(repeating: " ", count: max(0, width - text.count))
        return right ? gap + text : text + gap
    }
}

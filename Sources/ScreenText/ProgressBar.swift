/// A horizontal bar for a fraction from 0 to 1, drawn with block characters.
enum ProgressBar {
    static func text(_ fraction: Double, width: Int) -> String {
        let filled = Int((min(1, max(0, fraction)) * Double(width)).rounded())
        return String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    }
}

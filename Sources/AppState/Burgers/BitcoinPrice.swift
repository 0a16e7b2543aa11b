/// A price in whole bitcoin units, kept as an integer and written for display.
public struct BitcoinPrice: Equatable, Sendable, CustomStringConvertible {
    /// The price in the feed's units.
    public var units: Int

    /// The price of `units`.
    public init(units: Int) { self.units = units }

    /// `"9,999 BTC"`: digits grouped by three with commas, the same on every platform and locale.
    public var description: String {
        let digits = Array(String(units.magnitude))
        var text = units < 0 ? "-" : ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text + " BTC"
    }
}

extension Burger {
    /// The burger's price.
    public var price: BitcoinPrice { BitcoinPrice(units: bitcoin) }
}

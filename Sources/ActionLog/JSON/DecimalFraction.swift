/// A decimal number spelled without an exponent and with at most 19 digits: `digits` over
/// 10^`fractionDigits`. Both fit a `UInt64`, so the double nearest it is found with integer
/// arithmetic alone, rounded once, as a full conversion of its text rounds it.
struct DecimalFraction {
    /// The most digits a spelling may have: 10^19 - 1 is below 2^64.
    static let mostDigits = 19

    /// The digits as one integer, below 10^19.
    var digits: UInt64
    /// How many of them follow the point, 0 to 19.
    var fractionDigits: Int

    /// The double nearest `digits / 10^fractionDigits`, ties to even.
    ///
    /// When the digits and the power of ten are both exact doubles (up to 2^53 and 10^22), one
    /// division rounds once (Clinger's fast path). Otherwise the quotient is taken to 63 or 64
    /// bits by a 128-bit division, and its remainder says whether anything follows them: the 53
    /// bits kept are rounded from those, exactly.
    var nearestDouble: Double {
        let denominator = Self.powersOfTen[fractionDigits]
        guard digits > 1 << 53 else { return Double(digits) / Double(denominator) }
        // digits · 2^shift / denominator lies in [2^62, 2^64): its integer part fits a word.
        let shift = 63 + (UInt64.bitWidth - denominator.leadingZeroBitCount) - (UInt64.bitWidth - digits.leadingZeroBitCount)
        let high = shift == 0 ? 0 : shift >= 64 ? digits << (shift - 64) : digits >> (64 - shift)
        let low = shift >= 64 ? 0 : digits << shift
        let (quotient, remainder) = denominator.dividingFullWidth((high: high, low: low))
        // Keep the quotient's top 53 bits; round on the bits below them and the remainder.
        let dropped = UInt64.bitWidth - quotient.leadingZeroBitCount - 53
        var significand = quotient >> dropped
        let rest = quotient & (1 << dropped - 1), half: UInt64 = 1 << (dropped - 1)
        if rest > half || (rest == half && (remainder != 0 || significand & 1 == 1)) { significand += 1 }
        return Double(sign: .plus, exponent: dropped - shift, significand: Double(significand))
    }

    /// 10^0 through 10^19.
    private static let powersOfTen: [UInt64] = (0...19).map { power in (0..<power).reduce(1) { product, _ in product * 10 } }
}

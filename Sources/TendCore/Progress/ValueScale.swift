/// The vertical scale of a chart: where its top is, which values get a labelled gridline, and
/// where a value falls between bottom and top.
///
/// Ticks are "nice" (1, 2 or 5 × 10ⁿ apart) and 3 to 5 of them are labelled, zero included.
/// One value far above the rest (more than ``outlierRatio`` × the next largest, among at least
/// four) is left off the scale instead of flattening the others: `isOffScale` tells the
/// renderer to clip it and print its number. A logarithmic scale puts its ticks at powers of 10.
public struct ValueScale: Hashable, Sendable {
    /// A value above this many times the next largest is an outlier.
    public static let outlierRatio = 3.0

    /// The value at the bottom of the plot: 0, or the lowest power of 10 on a log scale.
    public let bottom: Double
    /// The value at the top of the plot.
    public let top: Double
    /// The values with a labelled gridline, ascending, from `bottom` to `top`.
    public let ticks: [Double]
    /// Digits after the decimal point that the tick labels need (0 for whole steps).
    public let decimals: Int
    public let isLogarithmic: Bool

    /// 0, 50 and 100, for percentages.
    public static let percent = ValueScale(bottom: 0, top: 100, ticks: [0, 50, 100], decimals: 0, isLogarithmic: false)

    private init(bottom: Double, top: Double, ticks: [Double], decimals: Int, isLogarithmic: Bool) {
        self.bottom = bottom
        self.top = top
        self.ticks = ticks
        self.decimals = decimals
        self.isLogarithmic = isLogarithmic
    }

    /// A linear scale from 0 with nice ticks that holds every value of `values` except an
    /// outlier; with `wholeSteps` (doses, entries) the ticks are whole numbers.
    public static func linear(fitting values: [Double], wholeSteps: Bool = false) -> ValueScale {
        let sorted = values.filter { $0 > 0 }.sorted()
        var largest = sorted.last ?? 0
        if sorted.count >= 4, sorted[sorted.count - 1] > outlierRatio * sorted[sorted.count - 2] {
            largest = sorted[sorted.count - 2]
        }
        return linear(upTo: largest, wholeSteps: wholeSteps)
    }

    /// A linear scale from 0 whose nice top is at or above `largest`.
    public static func linear(upTo largest: Double, wholeSteps: Bool = false) -> ValueScale {
        let largest = max(largest, 1)
        // The power of 10 at or below a tenth of the largest value, then 1, 2, 5 times it and
        // upwards: the first step that needs at most 4 intervals needs at least 2.
        var power = 1.0
        var decimals = 0
        while power * 10 <= largest / 10 { power *= 10 }
        while power > largest / 10 && !(wholeSteps && power <= 1) {
            power /= 10
            decimals += 1
        }
        while true {
            for multiple in [1.0, 2, 5] {
                let step = multiple * power
                // Two intervals at least: whole steps under a largest value of 1 would give one.
                let intervals = max((largest / step).rounded(.up), 2)
                if intervals <= 4 {
                    let ticks = (0...Int(intervals)).map { Double($0) * step }
                    // 0.1, 0.2 and 0.5 apart need the one decimal of their power of 10.
                    return ValueScale(bottom: 0, top: ticks.last!, ticks: ticks, decimals: decimals, isLogarithmic: false)
                }
            }
            power *= 10
            decimals = max(decimals - 1, 0)
        }
    }

    /// A logarithmic scale from the power of 10 at or below the smallest positive value to the
    /// one at or above the largest; at most 5 ticks (every other power when there are more).
    public static func logarithmic(fitting values: [Double]) -> ValueScale {
        let positive = values.filter { $0 > 0 }
        let low = Power.exponent(atOrBelow: positive.min() ?? 1)
        var high = Power.exponent(atOrBelow: positive.max() ?? 10)
        if Power.ten(high) < (positive.max() ?? 10) || high == low { high += 1 }
        let spacing = (high - low + 3) / 4
        var exponents = Array(stride(from: low, through: high, by: spacing))
        if exponents.last != high {
            high = exponents.last! + spacing
            exponents.append(high)
        }
        let decimals = max(-low, 0)
        return ValueScale(bottom: Power.ten(low), top: Power.ten(high), ticks: exponents.map(Power.ten), decimals: decimals,
                          isLogarithmic: true)
    }

    /// Where `value` falls from the bottom (0) to the top (1); above 1 when it is off scale.
    public func fraction(of value: Double) -> Double {
        guard isLogarithmic else { return top > bottom ? (value - bottom) / (top - bottom) : 0 }
        guard value > 0 else { return 0 }
        return max(0, (Power.log10(value) - Power.log10(bottom)) / (Power.log10(top) - Power.log10(bottom)))
    }

    /// Whether `value` is above the top and drawn clipped, with its number beside it.
    public func isOffScale(_ value: Double) -> Bool { value > top }
}

/// Powers of 10 and common logarithms, without the C library.
enum Power {
    /// 10ⁿ.
    static func ten(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }

    /// The largest n with 10ⁿ ≤ `value` (`value` > 0).
    static func exponent(atOrBelow value: Double) -> Int {
        var n = 0
        while ten(n) > value { n -= 1 }
        while ten(n + 1) <= value { n += 1 }
        return n
    }

    /// log₁₀ of a positive value: the binary exponent plus log₂ of the significand, whose
    /// natural logarithm comes from the atanh series (|t| ≤ 1/3, so 20 terms are exact to
    /// the last bit that matters on a chart).
    static func log10(_ value: Double) -> Double {
        let significand = value.significand
        let t = (significand - 1) / (significand + 1)
        var term = t
        var sum = 0.0
        for k in 0..<20 {
            sum += term / Double(2 * k + 1)
            term *= t * t
        }
        let ln2 = 0.693_147_180_559_945_3
        let naturalLog = 2 * sum + Double(value.exponent) * ln2
        return naturalLog / 2.302_585_092_994_046
    }
}

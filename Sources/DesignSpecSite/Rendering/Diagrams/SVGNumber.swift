/// Deterministic number formatting for SVG: at most two decimals, no trailing zeros, no
/// `-0`, no exponent; a non-finite value is written as `0` so bad input cannot produce
/// `nan` or `inf` in markup.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        write(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `format(value)` to `output` as UTF-8, digit by digit.
    static func write(_ value: Double, to output: inout [UInt8]) {
        guard value.isFinite else {
            output.append(UInt8(ascii: "0"))
            return
        }
        let hundredths = Int((min(max(value, -1e12), 1e12) * 100).rounded())
        if hundredths < 0 { output.append(UInt8(ascii: "-")) }
        let magnitude = hundredths.magnitude
        writeDigits(magnitude / 100, to: &output)
        let fraction = magnitude % 100
        guard fraction != 0 else { return }
        output.append(UInt8(ascii: "."))
        output.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { output.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// The decimal digits of `value` (at most 20 levels deep: UInt has at most 20 digits).
    private static func writeDigits(_ value: UInt, to output: inout [UInt8]) {
        if value >= 10 { writeDigits(value / 10, to: &output) }
        output.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// A length label such as `16pt` or `280.8pt`.
    static func points(_ value: Double) -> String {
        format(value) + "pt"
    }

    /// A duration label in seconds, such as `0.2s`.
    static func seconds(_ value: Double) -> String {
        format(value) + "s"
    }

    /// A percentage label such as `72%` for 0.72.
    static func percent(_ fraction: Double) -> String {
        format(fraction * 100) + "%"
    }
}

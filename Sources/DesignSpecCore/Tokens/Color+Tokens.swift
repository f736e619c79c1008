extension Color {
    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; upper-case hex of the sRGB components.
    public var hex: String {
        func byte(_ value: Double) -> String {
            let scaled = Int((min(1, max(0, value)) * 255).rounded())
            let digits = String(scaled, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` and `#RRGGBBAA` (either case).
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        var digits = Array(text.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        var bytes: [Double] = []
        var index = 0
        while index < digits.count {
            guard let high = Self.asciiHexValue(digits[index]), let low = Self.asciiHexValue(digits[index + 1]) else { return nil }
            bytes.append(Double(high * 16 + low) / 255)
            index += 2
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    /// The value of an ASCII hex digit (`Int(_:radix:)` reads no other kind).
    static func asciiHexValue(_ digit: Character) -> Int? {
        digit.isASCII ? digit.hexDigitValue : nil
    }

    /// A color written in `space` (`srgb`, `display-p3`, `hsl`, `oklch`, ...) converted to
    /// sRGB; nil when the space is unknown.
    public init?(space: String, components: [Double], alpha: Double = 1) {
        guard let rgb = ColorSpaceConversion.sRGB(space: space, components: components) else { return nil }
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha, space: space, components: components)
    }
}

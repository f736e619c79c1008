/// SwiftUI and UIKit system colors as representative sRGB values: iOS, light mode,
/// default contrast. Real system colors adapt to dark mode and accessibility settings; the
/// design docs compare against these approximations only.
enum SwiftUIColor {
    /// `name` → `#RRGGBBAA`-style components, 0...255 (alpha 0...1).
    private static let table: [String: (Int, Int, Int, Double)] = [
        "blue": (0x00, 0x7A, 0xFF, 1), "red": (0xFF, 0x3B, 0x30, 1), "green": (0x34, 0xC7, 0x59, 1),
        "orange": (0xFF, 0x95, 0x00, 1), "yellow": (0xFF, 0xCC, 0x00, 1), "gray": (0x8E, 0x8E, 0x93, 1),
        "pink": (0xFF, 0x2D, 0x55, 1), "purple": (0xAF, 0x52, 0xDE, 1), "indigo": (0x58, 0x56, 0xD6, 1),
        "teal": (0x30, 0xB0, 0xC7, 1), "cyan": (0x32, 0xAD, 0xE6, 1), "mint": (0x00, 0xC7, 0xBE, 1),
        "brown": (0xA2, 0x84, 0x5E, 1),
        "white": (0xFF, 0xFF, 0xFF, 1), "black": (0x00, 0x00, 0x00, 1), "clear": (0x00, 0x00, 0x00, 0),
        "accentColor": (0x00, 0x7A, 0xFF, 1),
        "systemGray": (0x8E, 0x8E, 0x93, 1), "systemGray2": (0xAE, 0xAE, 0xB2, 1),
        "systemGray3": (0xC7, 0xC7, 0xCC, 1), "systemGray4": (0xD1, 0xD1, 0xD6, 1),
        "systemGray5": (0xE5, 0xE5, 0xEA, 1), "systemGray6": (0xF2, 0xF2, 0xF7, 1),
        "systemBackground": (0xFF, 0xFF, 0xFF, 1), "secondarySystemBackground": (0xF2, 0xF2, 0xF7, 1),
        "tertiarySystemBackground": (0xFF, 0xFF, 0xFF, 1), "systemGroupedBackground": (0xF2, 0xF2, 0xF7, 1),
        "secondarySystemGroupedBackground": (0xFF, 0xFF, 0xFF, 1),
        "label": (0x00, 0x00, 0x00, 1), "separator": (0x3C, 0x3C, 0x43, 0.29),
    ]

    /// The system color of this name (`blue`, `systemBlue`, `accentColor`, `systemGray6`),
    /// with `space` set to the name as written.
    static func named(_ name: String) -> Color? {
        var key = name
        if table[key] == nil, key.hasPrefix("system"), key.count > 6 {
            let rest = key.dropFirst(6)
            key = rest.prefix(1).lowercased() + rest.dropFirst()
        }
        guard let (r, g, b, a) = table[key] else { return nil }
        return Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a, space: name)
    }
}

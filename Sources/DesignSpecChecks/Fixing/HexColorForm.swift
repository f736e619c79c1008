import DesignSpecCore

/// How a doc writes a hex colour: its length (`#FFF`, `#FFFF`, `#1A73E8`, `#1A73E8FF`) and
/// its case, so another colour is written the same way.
struct HexColorForm: Sendable {
    var digits: Int
    var uppercase: Bool

    /// Nil when `text` is not a hex colour.
    init?(_ text: String) {
        guard text.hasPrefix("#") else { return nil }
        let body = text.dropFirst()
        guard [3, 4, 6, 8].contains(body.count), body.allSatisfy(\.isHexDigit) else { return nil }
        digits = body.count
        // A colour with no letter in it says nothing: upper case, as token listings write.
        uppercase = body.contains(where: \.isUppercase) || !body.contains(where: \.isLowercase)
    }

    /// `color` in this form: the short forms only when every channel is a doubled digit,
    /// an alpha only when the form has one or the colour is not opaque.
    func writing(_ color: Color) -> String {
        let channels = color.rgba8
        let opaque = channels[3] == 255
        let short = channels.allSatisfy { $0 % 17 == 0 }
        let count: Int
        switch digits {
        case 3: count = short && opaque ? 3 : (opaque ? 6 : 8)
        case 4: count = short ? 4 : 8
        case 6: count = opaque ? 6 : 8
        default: count = 8
        }
        let used = count == 3 || count == 6 ? channels.prefix(3) : channels.prefix(4)
        let text = used.map { channel -> String in
            let hex = String(channel, radix: 16, uppercase: uppercase)
            if count <= 4 { return String(hex.last!) }
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
        return "#" + text
    }
}

/// The one HTML escaper. Every text node and every attribute value that DesignSpec writes
/// goes through `escape`, whether it comes from a doc, a token file or a template
/// variable. It escapes the five characters that matter in text and in quoted attributes,
/// so one function serves both. Control characters, which HTML forbids in a document
/// (all but tab, line feed and carriage return), become U+FFFD.
public enum HTML {
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: needsWork) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where isControl(scalar): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A byte that may start something to escape or replace: one of `&<>"'`, a C0 control
    /// or DEL, or 0xC2 (the lead byte of the C1 controls).
    private static func needsWork(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x26, 0x3C, 0x3E, 0x22, 0x27, 0x7F, 0xC2: true
        case 0x09, 0x0A, 0x0D: false
        default: byte < 0x20
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

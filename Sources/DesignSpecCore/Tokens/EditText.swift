/// A name as the "did you mean" edit distance reads it (`TokenNameNeighbours`,
/// `TokenNameSuggestionIndex`): its bytes when it is ASCII without `\r` (a byte is then a
/// character of its own: only `\r\n` joins two ASCII scalars into one), else its
/// characters, split once. Two byte texts are compared on bytes, the same distance as on
/// their characters, without breaking either into characters.
struct EditText: Sendable {
    let text: String
    private let bytes: [UInt8]?
    private let characters: [Character]?
    /// The number of characters.
    let count: Int

    init(_ text: String) {
        self.text = text
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            let bytes = Array(text.utf8)
            self.bytes = bytes
            characters = nil
            count = bytes.count
        } else {
            let characters = Array(text)
            bytes = nil
            self.characters = characters
            count = characters.count
        }
    }

    /// The text's characters (made now for a text held as bytes).
    var allCharacters: [Character] { characters ?? Array(text) }

    /// The edit distance between the two texts' characters (`limit` as
    /// `TokenNameSuggestions.editDistance` says).
    func distance(to other: EditText, limit: Int = .max) -> Int {
        if let bytes, let otherBytes = other.bytes {
            return TokenNameSuggestions.editDistance(bytes, otherBytes, limit: limit)
        }
        return TokenNameSuggestions.editDistance(allCharacters, other.allCharacters, limit: limit)
    }
}

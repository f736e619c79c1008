/// A finding's or a note's message in English and in Korean, made together where the
/// finding is made: `FindingMessage(en: "unknown token \(code: name)", ko: "없는 토큰 \(code: name)")`.
/// The English is the stable text of JSON, SARIF and GitHub output; the Korean is what a
/// Korean site and `check --lang ko` show.
public struct FindingMessage: Hashable, Sendable {
    /// The English text.
    public var english: MessageText
    /// The Korean text.
    public var korean: MessageText

    /// The message, in English and in Korean.
    public init(en english: MessageText, ko korean: MessageText) {
        self.english = english
        self.korean = korean
    }

    public static func + (lhs: FindingMessage, rhs: FindingMessage) -> FindingMessage {
        FindingMessage(en: lhs.english + rhs.english, ko: lhs.korean + rhs.korean)
    }

    public static func += (lhs: inout FindingMessage, rhs: FindingMessage) {
        lhs = lhs + rhs
    }
}

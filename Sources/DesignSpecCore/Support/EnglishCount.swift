/// A count with its English noun, for the summary lines every command writes:
/// `EnglishCount.of(1, "doc")` is `1 doc`, `EnglishCount.of(2, "doc")` is `2 docs`.
package enum EnglishCount {
    package static func of(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

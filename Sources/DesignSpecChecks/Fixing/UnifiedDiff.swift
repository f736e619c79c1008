/// A unified diff of one file whose lines were changed in place (as `fix` changes them:
/// never a line added or removed), in the form `diff -u` and `git diff` write and `patch`
/// and `git apply` read: `--- a/path`, `+++ b/path`, hunks with 3 lines of context, hunks
/// whose context would touch joined. Lines keep their own endings (a CRLF doc's patch has
/// CRLF lines); a last line without one is followed by `\ No newline at end of file`.
package enum UnifiedDiff {
    static let context = 3

    /// The diff of `old` and `new`, or "" when they are the same.
    package static func diff(path: String, old: [UInt8], new: [UInt8]) -> String {
        let before = lines(old), after = lines(new)
        guard before.count == after.count else { return wholeFile(path: path, before, after) }
        let changed = before.indices.filter { before[$0] != after[$0] }
        guard !changed.isEmpty else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var groups: [[Int]] = []
        for line in changed {
            if let last = groups.last?.last, line - last <= 2 * context + 1 {
                groups[groups.count - 1].append(line)
            } else {
                groups.append([line])
            }
        }
        for group in groups {
            let first = max(group[0] - context, 0)
            let last = min(group[group.count - 1] + context, before.count - 1)
            let count = last - first + 1
            let header = count == 1 ? "\(first + 1)" : "\(first + 1),\(count)"
            output += "@@ -\(header) +\(header) @@\n"
            var line = first
            while line <= last {
                guard before[line] != after[line] else {
                    output += " " + text(before[line])
                    line += 1
                    continue
                }
                var end = line
                while end <= last, before[end] != after[end] { end += 1 }
                for index in line..<end { output += "-" + text(before[index]) }
                for index in line..<end { output += "+" + text(after[index]) }
                line = end
            }
        }
        return output
    }

    /// One hunk replacing every line: what `fix` never makes (it changes lines, never their
    /// number), still a diff that applies.
    private static func wholeFile(path: String, _ before: [ArraySlice<UInt8>], _ after: [ArraySlice<UInt8>]) -> String {
        func range(_ count: Int) -> String { count == 1 ? "1" : "\(count == 0 ? 0 : 1),\(count)" }
        var output = "--- a/\(path)\n+++ b/\(path)\n@@ -\(range(before.count)) +\(range(after.count)) @@\n"
        for line in before { output += "-" + text(line) }
        for line in after { output += "+" + text(line) }
        return output
    }

    /// A line's text with its ending, or with `\n\ No newline at end of file\n` after it.
    private static func text(_ line: ArraySlice<UInt8>) -> String {
        let text = String(decoding: line, as: UTF8.self)
        if let last = line.last, last == 0x0A || last == 0x0D { return text }
        return text + "\n\\ No newline at end of file\n"
    }

    /// The lines with their endings (`\n`, `\r\n`, `\r`); no empty line after a final
    /// line ending.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        FixSourceFile.lines(of: bytes).filter { $0.start < $0.next }.map { bytes[$0.start..<$0.next] }
    }
}

/// Writes JSON text: deterministic, keys in their order, numbers as their literal.
///
/// Compact output has no whitespace (`{"a":[1,2]}`). Pretty output indents by two spaces,
/// puts `": "` after keys, writes empty containers as `[]` and `{}`, and has no trailing
/// newline. Strings escape `"`, `\` and control characters (`\n`, `\t`, ..., `\u001F`);
/// everything else, Hangul included, is written as UTF-8. The writer does not recurse, so
/// any depth is safe.
public enum JSONWriter {
    /// A parsed value (positions dropped).
    public static func serialize(_ value: JSONValue, pretty: Bool) -> String {
        var writer = Writer(pretty: pretty)
        let origin = SourceLocation(file: "", line: 1, column: 1)
        writer.write(JSONNode(value: value, range: SourceRange(start: origin, end: origin)))
        return writer.text
    }

    /// A value built for output.
    public static func serialize(_ output: JSONOutput, pretty: Bool) -> String {
        var writer = Writer(pretty: pretty)
        writer.write(output)
        return writer.text
    }

    /// `string` as a JSON string literal, quotes included.
    public static func quote(_ string: String) -> String {
        var output: [UInt8] = []
        appendQuoted(string, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `string` quoted and escaped, as UTF-8 bytes (the writer builds its text as
    /// bytes: appending to a `String` piece by piece was most of its cost).
    ///
    /// `scriptSafe` also writes `<`, `>`, `&`, U+2028 and U+2029 as `\uXXXX`, so the literal
    /// can stand inside an HTML `<script>` (the site's search index) and in any JavaScript.
    package static func appendQuoted(_ string: String, to output: inout [UInt8], scriptSafe: Bool = false) {
        // The string's own UTF-8 storage, so each run that needs no escaping is one copy.
        var string = string
        string.withUTF8 { appendQuoted(bytes: $0, to: &output, scriptSafe: scriptSafe) }
    }

    /// `appendQuoted` over the string's UTF-8 bytes.
    private static func appendQuoted(bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], scriptSafe: Bool) {
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if scriptSafe, let escape = scriptEscape(bytes, at: index) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(contentsOf: escape.text.utf8)
                index += escape.length
                runStart = index
                continue
            }
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            // Copy the run that needs no escaping in one go.
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            default:
                let hex = String(byte, radix: 16, uppercase: false)
                output.append(contentsOf: ("\\u00" + (hex.count == 1 ? "0" : "") + hex).utf8)
            }
            index += 1
            runStart = index
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        output.append(UInt8(ascii: "\""))
    }

    /// The escape of what starts at `index` that only a script-safe literal needs, and
    /// how many bytes it replaces: `<`, `>`, `&` (one byte), U+2028 and U+2029 (E2 80 A8/A9).
    private static func scriptEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (text: String, length: Int)? {
        switch bytes[index] {
        case UInt8(ascii: "<"): return ("\\u003c", 1)
        case UInt8(ascii: ">"): return ("\\u003e", 1)
        case UInt8(ascii: "&"): return ("\\u0026", 1)
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80,
                  bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 else { return nil }
            return (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", 3)
        default: return nil
        }
    }
}

/// The shape of a tree the writer walks: both `JSONNode` (parsed) and `JSONOutput`
/// (built) have it. Containers hand over their own arrays, so walking allocates nothing.
private enum Shape<Child, Member> {
    case scalar(String)
    case string(String)
    case array([Child])
    case object([Member])
}

private protocol Writable {
    associatedtype Member
    var shape: Shape<Self, Member> { get }
    static func key(of member: Member) -> String
    static func value(of member: Member) -> Self
}

extension JSONNode: Writable {
    fileprivate var shape: Shape<JSONNode, JSONMember> {
        switch value {
        case .null: .scalar("null")
        case .bool(let bool): .scalar(bool ? "true" : "false")
        case .number(let number): .scalar(number.isWritable ? number.literal : "null")
        case .string(let string): .string(string)
        case .array(let elements): .array(elements)
        case .object(let members): .object(members)
        }
    }

    fileprivate static func key(of member: JSONMember) -> String { member.key }
    fileprivate static func value(of member: JSONMember) -> JSONNode { member.value }
}

extension JSONOutput: Writable {
    fileprivate var shape: Shape<JSONOutput, JSONObject.Member> {
        switch self {
        case .null: .scalar("null")
        case .bool(let bool): .scalar(bool ? "true" : "false")
        case .number(let number): .scalar(number.isWritable ? number.literal : "null")
        case .string(let string): .string(string)
        case .array(let elements): .array(elements)
        case .object(let object): .object(object.members)
        }
    }

    fileprivate static func key(of member: JSONObject.Member) -> String { member.key }
    fileprivate static func value(of member: JSONObject.Member) -> JSONOutput { member.value }
}

/// Walks a tree with an explicit stack of things still to write.
private struct Writer {
    /// The indentation of the first levels, made once (a new string per line showed in the
    /// profile of `designspec model`).
    static let indents: [String] = (0..<32).map { String(repeating: "  ", count: $0) }

    let pretty: Bool
    /// The text written so far, as UTF-8.
    var output: [UInt8] = []

    var text: String { String(decoding: output, as: UTF8.self) }

    private enum Task<Node> {
        case node(Node, depth: Int)
        case text(String)
        case key(String)
        case newline(depth: Int)
    }

    init(pretty: Bool) {
        self.pretty = pretty
    }

    mutating func write<Node: Writable>(_ root: Node) {
        var tasks: [Task<Node>] = [.node(root, depth: 0)]
        while let task = tasks.popLast() {
            switch task {
            case .text(let text):
                output.append(contentsOf: text.utf8)
            case .key(let key):
                JSONWriter.appendQuoted(key, to: &output)
                output.append(contentsOf: (pretty ? ": " : ":").utf8)
            case .newline(let depth):
                if pretty {
                    output.append(UInt8(ascii: "\n"))
                    output.append(contentsOf: (depth < Self.indents.count ? Self.indents[depth] : String(repeating: "  ", count: depth)).utf8)
                }
            case .node(let node, let depth):
                switch node.shape {
                case .scalar(let text):
                    output.append(contentsOf: text.utf8)
                case .string(let string):
                    JSONWriter.appendQuoted(string, to: &output)
                case .array(let elements):
                    output.append(UInt8(ascii: "["))
                    guard !elements.isEmpty else { output.append(UInt8(ascii: "]")); continue }
                    // Pushed in reverse: the stack pops them in order.
                    tasks.append(.text("]"))
                    tasks.append(.newline(depth: depth))
                    for (position, element) in elements.enumerated().reversed() {
                        tasks.append(.node(element, depth: depth + 1))
                        tasks.append(.newline(depth: depth + 1))
                        if position > 0 { tasks.append(.text(",")) }
                    }
                case .object(let members):
                    output.append(UInt8(ascii: "{"))
                    guard !members.isEmpty else { output.append(UInt8(ascii: "}")); continue }
                    tasks.append(.text("}"))
                    tasks.append(.newline(depth: depth))
                    for (position, member) in members.enumerated().reversed() {
                        tasks.append(.node(Node.value(of: member), depth: depth + 1))
                        tasks.append(.key(Node.key(of: member)))
                        tasks.append(.newline(depth: depth + 1))
                        if position > 0 { tasks.append(.text(",")) }
                    }
                }
            }
        }
    }
}

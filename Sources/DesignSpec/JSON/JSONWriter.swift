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
        writer.write(value)
        return writer.output
    }

    /// A value built for output.
    public static func serialize(_ output: JSONOutput, pretty: Bool) -> String {
        var writer = Writer(pretty: pretty)
        writer.write(output)
        return writer.output
    }

    /// `string` as a JSON string literal, quotes included.
    public static func quote(_ string: String) -> String {
        var output = ""
        appendQuoted(string, to: &output)
        return output
    }

    static func appendQuoted(_ string: String, to output: inout String) {
        output.append("\"")
        var utf8 = string.utf8[...]
        // Copy runs that need no escaping in one go.
        while let special = utf8.firstIndex(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output.append(contentsOf: Substring(utf8[..<special]))
            let byte = utf8[special]
            switch byte {
            case UInt8(ascii: "\""): output.append("\\\"")
            case UInt8(ascii: "\\"): output.append("\\\\")
            case 0x0A: output.append("\\n")
            case 0x0D: output.append("\\r")
            case 0x09: output.append("\\t")
            case 0x08: output.append("\\b")
            case 0x0C: output.append("\\f")
            default:
                let hex = String(byte, radix: 16, uppercase: false)
                output.append("\\u00" + (hex.count == 1 ? "0" : "") + hex)
            }
            utf8 = utf8[utf8.index(after: special)...]
        }
        output.append(contentsOf: Substring(utf8))
        output.append("\"")
    }
}

/// The shape of a tree the writer walks: both `JSONValue` and `JSONOutput` have it.
private enum Shape<Child> {
    case scalar(String)
    case string(String)
    case array([Child])
    case object([(String, Child)])
}

private protocol Writable {
    var shape: Shape<Self> { get }
}

extension JSONValue: Writable {
    fileprivate var shape: Shape<JSONValue> {
        switch self {
        case .null: .scalar("null")
        case .bool(let bool): .scalar(bool ? "true" : "false")
        case .number(let number): .scalar(number.isWritable ? number.literal : "null")
        case .string(let string): .string(string)
        case .array(let elements): .array(elements.map(\.value))
        case .object(let members): .object(members.map { ($0.key, $0.value.value) })
        }
    }
}

extension JSONOutput: Writable {
    fileprivate var shape: Shape<JSONOutput> {
        switch self {
        case .null: .scalar("null")
        case .bool(let bool): .scalar(bool ? "true" : "false")
        case .number(let number): .scalar(number.isWritable ? number.literal : "null")
        case .string(let string): .string(string)
        case .array(let elements): .array(elements)
        case .object(let object): .object(object.members.map { ($0.key, $0.value) })
        }
    }
}

/// Walks a tree with an explicit stack of things still to write.
private struct Writer {
    /// The indentation of the first levels, made once (a new string per line showed in the
    /// profile of `designspec model`).
    static let indents: [String] = (0..<32).map { String(repeating: "  ", count: $0) }

    let pretty: Bool
    var output = ""

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
                output.append(text)
            case .key(let key):
                JSONWriter.appendQuoted(key, to: &output)
                output.append(pretty ? ": " : ":")
            case .newline(let depth):
                if pretty {
                    output.append("\n")
                    output.append(depth < Self.indents.count ? Self.indents[depth] : String(repeating: "  ", count: depth))
                }
            case .node(let node, let depth):
                switch node.shape {
                case .scalar(let text):
                    output.append(text)
                case .string(let string):
                    JSONWriter.appendQuoted(string, to: &output)
                case .array(let elements):
                    output.append("[")
                    guard !elements.isEmpty else { output.append("]"); continue }
                    // Pushed in reverse: the stack pops them in order.
                    tasks.append(.text("]"))
                    tasks.append(.newline(depth: depth))
                    for (position, element) in elements.enumerated().reversed() {
                        tasks.append(.node(element, depth: depth + 1))
                        tasks.append(.newline(depth: depth + 1))
                        if position > 0 { tasks.append(.text(",")) }
                    }
                case .object(let members):
                    output.append("{")
                    guard !members.isEmpty else { output.append("}"); continue }
                    tasks.append(.text("}"))
                    tasks.append(.newline(depth: depth))
                    for (position, member) in members.enumerated().reversed() {
                        tasks.append(.node(member.1, depth: depth + 1))
                        tasks.append(.key(member.0))
                        tasks.append(.newline(depth: depth + 1))
                        if position > 0 { tasks.append(.text(",")) }
                    }
                }
            }
        }
    }
}

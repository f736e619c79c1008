/// An ordered JSON object to write: members print in the order they were added; setting
/// an existing key replaces its value in place.
public struct JSONObject: Hashable, Sendable {
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONOutput

        public init(key: String, value: JSONOutput) {
            self.key = key
            self.value = value
        }
    }

    public private(set) var members: [Member] = []
    /// Where each key is in `members`, so setting a key is not a linear search.
    private var positions: [String: Int] = [:]

    public init() {}

    /// Members in this order; a repeated key keeps its first place and its last value.
    public init(_ pairs: some Sequence<(String, JSONOutput)>) {
        for (key, value) in pairs { self[key] = value }
    }

    /// Reads a member, or sets it (appending a new key, replacing an existing one in
    /// place, removing it when set to nil).
    public subscript(key: String) -> JSONOutput? {
        get { positions[key].map { members[$0].value } }
        set {
            switch (positions[key], newValue) {
            case (let position?, let value?):
                members[position].value = value
            case (let position?, nil):
                members.remove(at: position)
                positions[key] = nil
                for index in position..<members.count { positions[members[index].key] = index }
            case (nil, let value?):
                append(key, value)
            case (nil, nil):
                break
            }
        }
    }

    /// Appends a member at the end, even when the key is already there (JSON allows
    /// it; readers keep the last). The subscript reads and replaces the first.
    public mutating func append(_ key: String, _ value: JSONOutput) {
        if positions[key] == nil { positions[key] = members.count }
        members.append(Member(key: key, value: value))
    }

    /// Sets `key` unless `value` is nil: for optional fields left out of the output.
    public mutating func set(_ key: String, ifPresent value: JSONOutput?) {
        if let value { self[key] = value }
    }

    public var isEmpty: Bool { members.isEmpty }
    public var count: Int { members.count }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONOutput)...) {
        self.init(elements)
    }
}

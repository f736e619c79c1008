/// An ordered JSON object to write: members print in the order they were added; setting
/// an existing key replaces its value in place.
public struct JSONObject: Hashable, Sendable {
    /// A `"key": value` member to write.
    public struct Member: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: JSONOutput

        /// The member `key`: `value`.
        public init(key: String, value: JSONOutput) {
            self.key = key
            self.value = value
        }
    }

    /// The members, in the order they print.
    public private(set) var members: [Member] = []
    /// Where each key is in `members`, so setting a key of a large object is not a linear
    /// search. Empty while the object is small (most are: hashing their few keys cost
    /// more than scanning them).
    private var positions: [String: Int] = [:]
    /// The most members an object has before it indexes its keys.
    private static let scanLimit = 16

    /// An empty object.
    public init() {}

    /// Members in this order; a repeated key keeps its first place and its last value.
    public init(_ pairs: some Sequence<(String, JSONOutput)>) {
        for (key, value) in pairs { self[key] = value }
    }

    /// Reads a member, or sets it (appending a new key, replacing an existing one in
    /// place, removing it when set to nil).
    public subscript(key: String) -> JSONOutput? {
        get { position(of: key).map { members[$0].value } }
        set {
            switch (position(of: key), newValue) {
            case (let position?, let value?):
                members[position].value = value
            case (let position?, nil):
                members.remove(at: position)
                if !positions.isEmpty { indexKeys() }
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
        members.append(Member(key: key, value: value))
        if !positions.isEmpty {
            if positions[key] == nil { positions[key] = members.count - 1 }
        } else if members.count > Self.scanLimit {
            indexKeys()
        }
    }

    /// The position of the first member named `key`.
    private func position(of key: String) -> Int? {
        positions.isEmpty ? members.firstIndex { $0.key == key } : positions[key]
    }

    /// Rebuilds `positions` from `members` (the first of repeated keys wins), or empties
    /// it when the object is small again.
    private mutating func indexKeys() {
        positions = [:]
        guard members.count > Self.scanLimit else { return }
        for (index, member) in members.enumerated() where positions[member.key] == nil { positions[member.key] = index }
    }

    /// Sets `key` unless `value` is nil: for optional fields left out of the output.
    public mutating func set(_ key: String, ifPresent value: JSONOutput?) {
        if let value { self[key] = value }
    }

    /// Whether the object has no member.
    public var isEmpty: Bool { members.isEmpty }
    /// How many members it has.
    public var count: Int { members.count }

    /// Objects are equal when their members are, in order (`positions` only follows them).
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members == rhs.members
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(members)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object of the members written in the literal, in that order.
    public init(dictionaryLiteral elements: (String, JSONOutput)...) {
        self.init(elements)
    }
}

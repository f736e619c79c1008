/// A template object's fields by name, kept in the order they were first set. Mustache
/// looks fields up and never lists them, so the order never shows in the output; setting
/// a name again replaces its value, as in a JSON object or a dictionary.
///
/// Not a `Dictionary`: every name a template writes is looked up in each object of the
/// context stack, innermost first, until one has it, and a dictionary hashes the `String`
/// again in each (some 350 instructions a look-up, 1.9 million look-ups in a build of a
/// thousand docs). A page's objects hold a few to a few dozen fields: comparing
/// the precomputed hash of each stored key (`TemplateKey`) with the name's is cheaper, and
/// building the object hashes each key once, cheaply, instead of inserting into a table.
public struct TemplateObject: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    struct Field: Sendable, Hashable {
        var key: TemplateKey
        var value: TemplateValue
    }

    private var fields: [Field] = []

    /// An object with no field.
    public init() {}

    /// A repeated name keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }

    /// The fields in order; a repeated name keeps its last value.
    public init(_ elements: some Sequence<(String, TemplateValue)>) {
        fields.reserveCapacity(elements.underestimatedCount)
        for (name, value) in elements { self[TemplateKey(name)] = value }
    }

    /// A dictionary's fields (its names are distinct: nothing to look up while adding them).
    public init(_ dictionary: [String: TemplateValue]) {
        fields = dictionary.map { Field(key: TemplateKey($0.key), value: $0.value) }
    }

    /// How many fields it has.
    public var count: Int { fields.count }
    /// Whether it has no field.
    public var isEmpty: Bool { fields.isEmpty }

    /// The value of the field `name`; setting nil removes the field.
    public subscript(name: String) -> TemplateValue? {
        get { self[TemplateKey(name)] }
        set { self[TemplateKey(name)] = newValue }
    }

    subscript(key: TemplateKey) -> TemplateValue? {
        get { index(of: key).map { fields[$0].value } }
        set {
            switch (index(of: key), newValue) {
            case (let index?, let value?): fields[index].value = value
            case (let index?, nil): fields.remove(at: index)
            case (nil, let value?): fields.append(Field(key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Adds `other`'s fields; for a name both have, `combine` gets this object's value and
    /// `other`'s and returns the one to keep (as `Dictionary.merge`).
    public mutating func merge(_ other: TemplateObject,
                               uniquingKeysWith combine: (TemplateValue, TemplateValue) throws -> TemplateValue) rethrows {
        fields.reserveCapacity(fields.count + other.fields.count)
        for field in other.fields {
            if let index = index(of: field.key) {
                fields[index].value = try combine(fields[index].value, field.value)
            } else {
                fields.append(field)
            }
        }
    }

    /// Where the field `key` is, compared by hash first and read through the array's buffer.
    private func index(of key: TemplateKey) -> Int? {
        fields.withUnsafeBufferPointer { fields in
            for index in fields.indices where fields[index].key.digest == key.digest && fields[index].key.name == key.name {
                return index
            }
            return nil
        }
    }

    /// Equal when they have the same names with equal values, in any order.
    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.count == rhs.count && lhs.fields.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// Independent of the order, as `==` is: the fields' own hashes are combined by exclusive-or.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(fields.reduce(0) { $0 ^ $1.hashValue })
    }
}

extension JSONNumber {
    /// A number from an integer, written in full (`42`).
    public init(_ value: Int) {
        self.init(literal: String(value), double: Double(value))
    }

    /// A number from a `Double`, written in Swift's shortest round-tripping form, without
    /// a fraction when it is a whole number (`16`, `0.25`, `1e+300`). Infinity and NaN
    /// have no JSON form: `JSONWriter` writes them as `null`.
    public init(_ value: Double) {
        let literal: String
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            literal = String(Int64(value))
        } else {
            literal = "\(value)"
        }
        self.init(literal: literal, double: value)
    }

    /// Whether `literal` can be written as it is: a JSON number always ends in a digit;
    /// `inf` and `nan` (from a non-finite `Double`) do not.
    var isWritable: Bool {
        guard let last = literal.utf8.last else { return false }
        return last >= UInt8(ascii: "0") && last <= UInt8(ascii: "9")
    }
}

import DesignSpecCore
import FuzzSupport

/// The value parser, on the input as one table cell. Properties:
/// - a value's span and a mistake's offset and length lie inside the text;
/// - the text of a value's span, parsed alone, is the same value (what a finding or a
///   model points at really is the value);
/// - a mistake has a message.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValues(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: inputBytes(data, size), as: UTF8.self)
    let characters = Array(text)
    switch ValueParser.parse(text) {
    case .value(let value, let span, _):
        require(span.lowerBound >= 0 && span.upperBound <= characters.count && !span.isEmpty,
                "span \(span) outside the \(characters.count) characters of \(text.debugDescription)")
        let spanned = String(characters[span])
        let again = ValueParser.parse(spanned)
        require(again.value.map { sameValue($0, value) } == true,
                "\(text.debugDescription) is \(value), but its span \(spanned.debugDescription) is \(again)")
    case .invalid(let error):
        require(error.offset >= 0 && error.length >= 0 && error.offset + error.length <= characters.count,
                "mistake at \(error.offset) length \(error.length) outside the \(characters.count) characters of \(text.debugDescription)")
        require(!error.message.isEmpty, "a mistake without a message in \(text.debugDescription)")
    case .notAValue:
        break
    }
    return 0
}

/// Equal, counting NaN as equal to itself.
private func sameValue(_ first: DesignValue, _ second: DesignValue) -> Bool {
    first == second || String(describing: first) == String(describing: second)
}

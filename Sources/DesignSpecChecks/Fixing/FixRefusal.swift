/// Why a finding cannot be fixed, in the words the output prints after "not fixable
/// automatically".
struct FixRefusal: Error {
    var reason: String
}

extension Result where Failure == FixRefusal {
    static func refused(_ reason: String) -> Self { .failure(FixRefusal(reason: reason)) }
}

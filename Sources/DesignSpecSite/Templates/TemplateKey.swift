/// A field name with a hash of its UTF-8 worked out once, so that most comparisons of two
/// names compare two integers. A template's names are made keys when it is parsed and a
/// context's when its object is built; `TemplateObject` finds a field by its key.
///
/// The hash is FNV-1a: a multiply and an exclusive-or per byte, where the standard
/// library's `String` hashing (SipHash) costs some 150 instructions for any name. It is
/// never written out and never decides anything alone: equal hashes still compare names.
struct TemplateKey: Hashable, Sendable {
    let name: String
    let digest: UInt64

    init(_ name: String) {
        self.name = name
        // A native string's bytes are read where they are, without a mutable copy.
        digest = name.utf8.withContiguousStorageIfAvailable(Self.fnv1a) ?? Self.fnv1a(Array(name.utf8))
    }

    private static func fnv1a(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }

    static func == (lhs: TemplateKey, rhs: TemplateKey) -> Bool {
        lhs.digest == rhs.digest && lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}

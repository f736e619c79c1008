import Foundation

/// An image beside the docs as the single file carries it: a `data:` URL, its type told
/// by its first bytes (PNG, JPEG, GIF, WebP) or, for SVG, which has none, by its `.svg`
/// name and an `<svg` element in it. One image may have at most `maximumBytes`.
enum SiteImage {
    /// 2 MiB: a hand-off file of a few dozen screenshots stays small enough to mail.
    static let maximumBytes = 2 << 20

    enum MediaType: String, Sendable {
        case png = "image/png"
        case jpeg = "image/jpeg"
        case gif = "image/gif"
        case webp = "image/webp"
        case svg = "image/svg+xml"
    }

    /// Why an image is not inlined.
    enum Refusal: Error, Equatable, Sendable {
        case tooLarge(bytes: Int)
        case unknownType
    }

    /// The `data:` URL of the image at `path` (its name in the content folder).
    static func dataURL(_ bytes: [UInt8], path: String) -> Result<String, Refusal> {
        guard let type = mediaType(bytes, path: path) else { return .failure(.unknownType) }
        guard bytes.count <= maximumBytes else { return .failure(.tooLarge(bytes: bytes.count)) }
        return .success("data:\(type.rawValue);base64," + Data(bytes).base64EncodedString())
    }

    static func mediaType(_ bytes: [UInt8], path: String) -> MediaType? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return .gif }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
        if path.lowercased().hasSuffix(".svg"), bytes.firstRange(of: Array("<svg".utf8)) != nil { return .svg }
        return nil
    }

    /// `3.1 MB` (in MiB, as the limit is), `2 MB` for a whole number.
    static func size(_ bytes: Int) -> String {
        let tenths = Int((Double(bytes) / Double(1 << 20) * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
    }
}

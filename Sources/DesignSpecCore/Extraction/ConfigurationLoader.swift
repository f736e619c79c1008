import Foundation

/// Reads `designspec.json` into a `Configuration`. Every problem in the file (not JSON,
/// an unknown key, a value of the wrong type) is a `config` finding at its exact place,
/// severity error, and the rest of the file is still read; the CLI exits 2 when there is
/// any. A missing default file is no file; a missing file the user named is an error.
public enum ConfigurationLoader {
    /// The default file name, looked for in the working folder.
    public static let defaultFileName = "designspec.json"

    /// The configuration and its findings.
    public struct Result: Sendable {
        /// The configuration read, with defaults for what the file does not say.
        public var configuration: Configuration
        /// The file's problems, each a `config` finding at its place.
        public var findings: [Finding]
    }

    /// Loads `file` (relative to `workingDirectory` unless absolute), or the default file
    /// when `file` is nil.
    public static func load(file: String?, workingDirectory: URL) throws(ProjectLoadError) -> Result {
        let path = file ?? defaultFileName
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            if file == nil { return Result(configuration: Configuration(), findings: []) }
            throw ProjectLoadError("no such configuration file: \(path)")
        }
        guard !isDirectory.boolValue else { throw ProjectLoadError("the configuration file is a folder: \(path)") }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ProjectLoadError("cannot read the configuration file: \(path)")
        }
        let display = ProjectPaths.display(url, workingDirectory: workingDirectory)
        return parse([UInt8](data), file: display)
    }

    /// Reads configuration text; `file` is the display path.
    public static func parse(_ bytes: [UInt8], file: String) -> Result {
        var reader = ConfigurationReader(file: file)
        do {
            let document = try JSONReader.parse(bytes, file: file)
            reader.findings += document.findings.map {
                var finding = Finding(rule: .config, severity: .error, message: $0.message, at: $0.range, notes: $0.notes)
                finding.korean = $0.korean
                return finding
            }
            reader.read(document.root)
        } catch {
            reader.findings.append(Finding(rule: .config, severity: .error,
                                           FindingMessage(en: "not JSON: \(error.message)", ko: "JSON이 아닙니다: \(error.message)"),
                                           at: SourceRange(start: error.location, end: error.location)))
        }
        reader.configuration.file = file
        return Result(configuration: reader.configuration, findings: reader.findings.sorted())
    }
}

/// The reading of one configuration file, collecting findings.
struct ConfigurationReader {
    let file: String
    var configuration = Configuration()
    var findings: [Finding] = []

    static let keys = ["$schema", "content", "tokens", "prefixes", "baseGroups", "site", "rules", "scales"]
    static let siteKeys = ["title", "language"]
    static let languages = ["en", "ko"]
    static let severities = ["error", "warning", "off"]

    mutating func read(_ root: JSONNode) {
        guard let members = root.objectMembers else {
            problem("the configuration must be an object, not \(root.value.kindName)", at: root.range)
            return
        }
        for member in members {
            switch member.key {
            case "$schema": break
            case "content": if let text = string(member) { configuration.content = text }
            case "tokens":
                if let text = member.value.stringValue {
                    configuration.tokens = [text]
                } else if let texts = strings(member) {
                    configuration.tokens = texts
                }
            case "prefixes": readPrefixes(member)
            case "baseGroups": if let texts = strings(member) { configuration.baseGroups = texts }
            case "site": readSite(member)
            case "rules": readRules(member)
            case "scales": readScales(member)
            default: unknownKey(member, among: Self.keys, in: "the configuration")
            }
        }
    }

    mutating func readPrefixes(_ member: JSONMember) {
        guard let entries = object(member) else { return }
        var prefixes: [Configuration.Prefix] = []
        for entry in entries {
            guard let group = entry.value.stringValue else {
                problem("prefix '\(entry.key)' must map to a token group string, not \(entry.value.value.kindName)", at: entry.value.range)
                continue
            }
            guard !entry.key.isEmpty else {
                problem("a prefix needs a code root", at: entry.keyRange)
                continue
            }
            prefixes.append(Configuration.Prefix(code: entry.key, group: group))
        }
        configuration.prefixes = prefixes
        configuration.prefixesGiven = true
    }

    mutating func readSite(_ member: JSONMember) {
        guard let entries = object(member) else { return }
        for entry in entries {
            switch entry.key {
            case "title": if let text = string(entry) { configuration.siteTitle = text }
            case "language":
                guard let text = string(entry) else { continue }
                if Self.languages.contains(text) {
                    configuration.language = text
                } else {
                    problem("site language must be one of \(Self.languages.joined(separator: ", ")), not '\(text)'", at: entry.value.range)
                }
            default: unknownKey(entry, among: Self.siteKeys, in: "site")
            }
        }
    }

    mutating func readScales(_ member: JSONMember) {
        guard let entries = object(member) else { return }
        for entry in entries {
            guard Configuration.scaleKinds.contains(entry.key) else {
                unknownKey(entry, among: Configuration.scaleKinds, in: "scales")
                continue
            }
            if let name = string(entry) {
                configuration.scales[entry.key] = name
                configuration.scaleLocations[entry.key] = entry.value.range
            }
        }
    }

    mutating func readRules(_ member: JSONMember) {
        guard let entries = object(member) else { return }
        for entry in entries {
            guard let text = string(entry) else { continue }
            guard let rule = RuleID(rawValue: entry.key) else {
                let ids = RuleID.allCases.map(\.rawValue)
                let hint = Suggestions.nearest(to: entry.key, in: ids, limit: 1).first.map { "; did you mean '\($0)'?" } ?? ""
                problem("unknown rule '\(entry.key)'\(hint)", at: entry.keyRange)
                continue
            }
            switch text {
            case "error": configuration.severities[rule] = .some(.error)
            case "warning": configuration.severities[rule] = .some(.warning)
            case "off": configuration.severities[rule] = .some(nil)
            default:
                problem("rule '\(entry.key)' must be error, warning or off, not '\(text)'", at: entry.value.range)
            }
        }
    }

    // MARK: - Typed reads

    mutating func string(_ member: JSONMember) -> String? {
        if let text = member.value.stringValue { return text }
        problem("'\(member.key)' must be a string, not \(member.value.value.kindName)", at: member.value.range)
        return nil
    }

    mutating func strings(_ member: JSONMember) -> [String]? {
        guard let elements = member.value.arrayElements else {
            problem("'\(member.key)' must be an array of strings, not \(member.value.value.kindName)", at: member.value.range)
            return nil
        }
        var result: [String] = []
        for element in elements {
            guard let text = element.stringValue else {
                problem("'\(member.key)' must hold strings, not \(element.value.kindName)", at: element.range)
                continue
            }
            result.append(text)
        }
        return result
    }

    mutating func object(_ member: JSONMember) -> [JSONMember]? {
        if let members = member.value.objectMembers { return members }
        problem("'\(member.key)' must be an object, not \(member.value.value.kindName)", at: member.value.range)
        return nil
    }

    mutating func unknownKey(_ member: JSONMember, among keys: [String], in place: String) {
        let hint = Suggestions.nearest(to: member.key, in: keys, limit: 1).first.map { "; did you mean '\($0)'?" } ?? ""
        problem("unknown key '\(member.key)' in \(place)\(hint)", at: member.keyRange)
    }

    /// A configuration problem; its reason is English in Korean too, after the words that
    /// say what it is.
    mutating func problem(_ message: String, at range: SourceRange) {
        findings.append(Finding(rule: .config, severity: .error,
                                FindingMessage(en: MessageText(plain: message), ko: "설정 오류입니다: " + MessageText(plain: message)),
                                at: range))
    }
}

import DesignSpecCore

/// The report's own lines in a language: the summary (`2 errors, 1 warning`, `오류 2개,
/// 경고 1개`) and the coverage line. English is `summary` and `Coverage.line` as they are.
extension CheckReport {
    /// The summary line in `language`: `2 errors, 1 warning`, `오류 2개, 경고 1개`.
    public func summary(in language: MessageLanguage) -> String {
        guard language == .ko else { return summary }
        if findings.isEmpty { return "찾은 문제 없음" }
        return "오류 \(errorCount)개, 경고 \(warningCount)개"
    }
}

extension Coverage {
    /// `읽음: 문서 4개, 토큰 파일 3개(토큰 61개, 모드 light/dark); 검사함: 토큰 표 7개(행 38개),
    /// 레시피 2개; 빠짐없이 검사함`.
    public func line(in language: MessageLanguage) -> String {
        guard language == .ko else { return line }
        var tokenPart = "토큰 \(tokens)개"
        let modes = modeGroups.filter { !$0.isEmpty }.map { $0.joined(separator: "/") }
        if !modes.isEmpty { tokenPart += ", 모드 " + modes.joined(separator: ", ") }
        let read = "읽음: 문서 \(docs)개, 토큰 파일 \(tokenFiles)개(\(tokenPart))"
        let checked = "검사함: 토큰 표 \(tokenTables)개(행 \(rows)개), 레시피 \(recipes)개"
        let kinds = NotCheckedPlace.Kind.allCases.compactMap { kind -> String? in
            let count = notCheckedCount(kind)
            return count == 0 ? nil : "\(kind.koreanName) \(count)개"
        }
        let unchecked = kinds.isEmpty ? "검사하지 않은 곳 없음" : "검사하지 않음: \(kinds.joined(separator: ", ")) — note 참고"
        return "\(read); \(checked); \(unchecked)"
    }
}

extension NotCheckedPlace.Kind {
    /// The kind's Korean noun (`table` → `표`).
    var koreanName: String {
        switch self {
        case .file: "파일"
        case .table: "표"
        case .column: "열"
        case .row: "행"
        case .recipe: "레시피"
        }
    }
}

extension NotCheckedPlace {
    /// `not checked: <reason>` in `language`; the reason is written in English.
    public func message(in language: MessageLanguage) -> MessageText {
        guard language == .ko else { return MessageText(plain: message) }
        return "검사하지 않음: " + MessageText(plain: reason)
    }
}

import Testing
@testable import DesignSpecCore

@Suite struct RecipeScanMemoTests {
    /// Code with literals, colors, token references, hit areas and skipped spans.
    static let codes = [
        """
        Button(action: save) {
            Text("저장")
                .padding(.horizontal, 10)
                .frame(minWidth: 44, minHeight: 44)
        }
        Button(action: close) {
            Image(systemName: "xmark").frame(width: 36, height: 36)
        }
        """,
        """
        HStack(spacing: 5) {
            Circle().fill(Color(red: 0.2, green: 0.4, blue: 1)).frame(width: 12, height: 12)
            Text(title).foregroundColor(SemanticColor.Text.primary)
        }
        .padding(AppTheme.Spacing.medium)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.accentColor.opacity(0.2)))
        .onTapGesture { withAnimation(.easeInOut(duration: 0.2)) { open.toggle() } }
        """,
        """
        Text("unterminated
            .padding(4)
        VStack { Image(systemName: "x").frame(width: 36, height: 36)
        """,
    ]

    static let origins = [
        SourceLocation(file: "content/a.md", line: 57, column: 1),
        SourceLocation(file: "content/b.md", line: 3, column: 4),
        SourceLocation(file: "content/a.md", line: 1, column: 1),
    ]

    @Test(arguments: codes)
    func aScanFromTheMemoIsTheScanOfTheCodeWhereItSits(code: String) {
        let memo = RecipeScanMemo()
        for origin in Self.origins {
            #expect(memo.scan(code: code, origin: origin) == SwiftScanner.scan(code: code, origin: origin))
        }
        #expect(memo.count == 1)
    }

    @Test func theCodesAreKeptApartAndAFullMemoStillScans() {
        let memo = RecipeScanMemo(capacity: 2)
        for code in Self.codes + Self.codes {
            let origin = Self.origins[1]
            #expect(memo.scan(code: code, origin: origin) == SwiftScanner.scan(code: code, origin: origin))
        }
        #expect(memo.count == 2)
    }

    @Test func theCodesHaveWhatTheMemoMoves() {
        let origin = Self.origins[0]
        let scans = Self.codes.map { SwiftScanner.scan(code: $0, origin: origin) }
        #expect(scans.allSatisfy { !$0.literals.isEmpty })
        #expect(!scans[1].tokenReferences.isEmpty)
        #expect(!scans[2].skipped.isEmpty)
        #expect(scans.contains { $0.hitAreas.contains { $0.decidedBy != nil } })
    }
}

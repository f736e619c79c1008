import Testing
@testable import DesignSpecChecks

/// `tap-target` on each form of hit area SwiftUI lays out: one recipe per case, the exact
/// report lines (positions in the .md file, Korean lines included).
@Suite struct HitAreaTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var code: String
        var expected: [String]
        /// The heading; a control's name makes the top-level view the control.
        var heading = "## 예시"
    }

    /// Code starts on line 4 of the doc, column 1.
    static let cases: [Case] = [
        Case(testDescription: "a frame on the label sizes the button",
             code: "Button(action: a) { Image(systemName: i).frame(width: 36, height: 36) }",
             expected: ["doc.md:4:41: warning: tap target is 36×36pt, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: "a label: closure grown by .padding(8)",
             code: """
                 Button { save() } label: {
                     Image(systemName: "plus")
                         .frame(width: 24, height: 24)
                         .padding(4)
                 }
                 """,
             expected: ["doc.md:7:9: warning: tap target is 32×32pt, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: ".padding() grows by 16 on every side",
             code: "Button(action: a) { Image(systemName: i).frame(width: 20, height: 20).padding() }",
             expected: []),
        Case(testDescription: ".padding(.horizontal, 8) grows the width only",
             code: "Button(action: a) { Image(systemName: i).frame(width: 24, height: 24).padding(.horizontal, 8) }",
             expected: ["doc.md:4:70: warning: tap target is 40×24pt, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: ".padding(.vertical) grows the height by 32",
             code: "Button(action: a) { Image(systemName: i).frame(width: 24, height: 24).padding(.vertical) }",
             expected: ["doc.md:4:70: warning: tap target is 24×56pt, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: "EdgeInsets padding",
             code: """
                 Button(action: a) {
                     Image(systemName: i)
                         .frame(width: 24, height: 24)
                         .padding(EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10))
                 }
                 """,
             expected: ["doc.md:7:9: warning: tap target is 44×32pt, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: "a larger frame and a content shape on the control",
             code: """
                 Button(action: a) { Image(systemName: i).frame(width: 24, height: 24) }
                     .frame(minWidth: 44, minHeight: 44)
                     .contentShape(Rectangle())
                 """,
             expected: []),
        Case(testDescription: "a content shape grown by a negative inset, or given a size",
             code: """
                 Button(action: a) { Image(systemName: i).frame(width: 24, height: 24) }
                     .contentShape(Rectangle().inset(by: -10))
                 Button(action: b) { Image(systemName: i).frame(width: 24, height: 24) }
                     .contentShape(Rectangle().size(width: 40, height: 40))
                 """,
             expected: ["doc.md:7:5: warning: tap target is 40×40pt, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: "a fixed frame on the control replaces the label's size",
             code: "Button(action: a) { Image(systemName: i).frame(width: 60, height: 60) }.frame(width: 40, height: 40)",
             expected: ["doc.md:4:72: warning: tap target is 40×40pt, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: "a Link with a Korean comment before the label's frame",
             code: """
                 Link(destination: url) { /* 도움말 아이콘 */ Image(systemName: "questionmark").frame(width: 28, height: 28) }
                 """,
             expected: ["doc.md:4:73: warning: tap target is 28×28pt, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: "a NavigationLink's label: closure",
             code: """
                 NavigationLink { 설정화면() } label: {
                     Image(systemName: "gearshape").frame(width: 30, height: 30)   // 설정
                 }
                 """,
             expected: ["doc.md:5:35: warning: tap target is 30×30pt, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: "a Menu's label, not its content",
             code: """
                 Menu {
                     Button("삭제", role: .destructive, action: delete)
                 } label: {
                     Image(systemName: "ellipsis").frame(width: 32, height: 32)
                 }
                 """,
             expected: ["doc.md:7:34: warning: tap target is 32×32pt, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: "a Toggle styled as a button is its label; a switch is the system's",
             code: """
                 Toggle(isOn: $즐겨찾기) { Image(systemName: "star").frame(width: 30, height: 30) }
                     .toggleStyle(.button)
                 Toggle(isOn: $알림) { Image(systemName: "bell").frame(width: 30, height: 30) }
                 """,
             expected: ["doc.md:4:48: warning: tap target is 30×30pt, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: "a view with .onTapGesture, framed after the gesture in vain",
             code: """
                 Image(systemName: "info.circle")
                     .frame(width: 28, height: 28)
                     .onTapGesture { 안내보기() }
                     .frame(width: 44, height: 44)
                 """,
             expected: ["doc.md:5:5: warning: tap target is 28×28pt, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: "a stack label adds up its children with its spacing",
             code: """
                 Button(action: a) {
                     HStack(spacing: 4) {
                         Image(systemName: "star").frame(width: 16, height: 16)
                         Image(systemName: "star").frame(width: 16, height: 16)
                     }
                 }
                 """,
             expected: ["doc.md:5:5: warning: tap target is 36×16pt, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: "only one side known: the frame's width",
             code: "Button(action: a) { Text(\"닫기\") }.frame(width: 30)",
             expected: ["doc.md:4:33: warning: tap target is 30pt wide, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: "unknown layout is not a finding",
             code: """
                 Button("저장") { save() }
                 Button(action: a) { Text(title).padding(4) }
                 Button(action: a) { Avatar(user: user) }
                 Button(action: a) { HStack { Image(systemName: i).frame(width: 16, height: 16); Text(title) } }
                 Button(action: a) { Image(systemName: i).frame(width: 24, height: 24) }.buttonStyle(.bordered)
                 Button(action: a) { Image(systemName: i).frame(width: 24, height: 24).padding(Spacing.small) }
                 Text(label).frame(maxWidth: .infinity).padding(.vertical, 16).onTapGesture { go() }
                 """,
             expected: []),
        Case(testDescription: "a frame on a switch Toggle sizes it",
             code: "Toggle(\"알림\", isOn: $on).frame(height: 30)",
             expected: ["doc.md:4:24: warning: tap target is 30pt high, under the 44×44pt minimum (Apple HIG) [tap-target]"]),
        Case(testDescription: "a recipe named for a chip: its top-level stack is the control",
             code: """
                 HStack(spacing: 4) {
                     Circle().fill(color).frame(width: 8, height: 8)
                     Image(systemName: "xmark").frame(width: 16, height: 16)
                 }
                 .padding(.horizontal, 8).padding(.vertical, 4)
                 """,
             expected: ["doc.md:8:25: warning: tap target is 44×24pt, under the 44×44pt minimum (Apple HIG) [tap-target]"],
             heading: "## 필터 칩"),
        Case(testDescription: "a chip whose label is text has no known size; its dot is not the control",
             code: """
                 HStack(spacing: 4) {
                     Circle().fill(color).frame(width: 12, height: 12)
                     Text(title)
                 }
                 .padding(.horizontal, 10).padding(.vertical, 6)
                 """,
             expected: [],
             heading: "## Chip Button"),
    ]

    @Test(arguments: cases)
    func hitArea(_ testCase: Case) throws {
        let doc = "\(testCase.heading)\n\n```swift\n\(testCase.code)\n```\n"
        let lines = try RuleExampleTests.run(RuleExample(testCase.testDescription, doc: doc, tokens: "{}"), rule: .tapTarget)
        #expect(lines == testCase.expected)
    }
}

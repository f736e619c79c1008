import Foundation
import Testing
@testable import DesignSpecCore

/// The 50 MB benchmark, opt in: `DESIGNSPEC_BENCH=1 swift test -c release --filter JSONBenchmark`.
/// Prints the wall and CPU time of one parse; asserts only the element count.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["DESIGNSPEC_BENCH"] == "1"))
struct JSONBenchmarkTests {
    @Test func parsesFiftyMegabytes() throws {
        let count = 475_000
        var text = "[\n"
        text.reserveCapacity(51_000_000)
        for index in 0..<count {
            text += ##"  {"name": "color.gray.\##(index)", "값": "#1A73E8", "size": \##(index).5, "tags": ["a", "한글", true, null]}"##
            text += index == count - 1 ? "\n" : ",\n"
        }
        text += "]\n"
        let bytes = Array(text.utf8)
        let wall = Date()
        let cpu = clock()
        let root = try JSONReader.parse(bytes, file: "tokens/big.json").root
        let cpuSeconds = Double(clock() - cpu) / Double(CLOCKS_PER_SEC)
        print("JSON benchmark: \(bytes.count) bytes parsed in \(String(format: "%.2f", Date().timeIntervalSince(wall))) s wall, \(String(format: "%.2f", cpuSeconds)) s CPU")
        #expect(root.arrayElements?.count == count)
    }
}

import Foundation

/// Stops the fuzzer with a message when a property does not hold: libFuzzer sees the
/// abort as a crash and saves the input that caused it under `Fuzz/artifacts/`.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard condition() else {
        FileHandle.standardError.write(Data("property failed: \(message())\n".utf8))
        abort()
    }
}

import FuzzSupport

runFuzzer(fuzzValues)

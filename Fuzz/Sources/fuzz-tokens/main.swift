import FuzzSupport

runFuzzer(fuzzTokens)

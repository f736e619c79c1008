import FuzzSupport

runFuzzer(fuzzFix)

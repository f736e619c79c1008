import FuzzSupport

runFuzzer(fuzzMustache)

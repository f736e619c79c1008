import FuzzSupport

runFuzzer(fuzzExtraction)

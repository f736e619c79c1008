import FuzzSupport

runFuzzer(fuzzRecipes)

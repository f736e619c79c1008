import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

@Suite struct TokenListingTests {
    private func fixture() throws -> TokenSet {
        try TokenFixture([
            "ds.resolver.json": """
            {
              "sets": { "core": { "sources": [{ "$ref": "core.json" }] } },
              "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] } } }
            }
            """,
            "core.json": """
            {
              "color": { "$type": "color", "base": { "blue": { "$value": "#1a73e8" }, "ink": { "$value": "#111111" } } },
              "space": { "m": { "$type": "dimension", "$value": "16px", "$description": "간격" } }
            }
            """,
            "light.json": #"{ "color": { "bg": { "$type": "color", "$value": "{color.base.blue}" } } }"#,
            "dark.json": #"{ "color": { "bg": { "$type": "color", "$value": "{color.base.ink}" } } }"#,
        ]).load()
    }

    @Test func textTable() throws {
        #expect(TokenListing.text(try fixture()) == """
            TOKEN            TYPE       LAYER     MODE   VALUE    ALIAS CHAIN      LOCATION
            color.base.blue  color      base      -      #1A73E8  -                core.json:2:62
            color.base.ink   color      base      -      #111111  -                core.json:2:94
            color.bg         color      semantic  light  #1A73E8  color.base.blue  light.json:1:50
                                                  dark   #111111  color.base.ink   dark.json:1:50
            space.m          dimension  base      -      16px     -                core.json:3:53
            4 tokens, 2 aliases resolved, 0 findings, from 4 files

            """)
    }

    @Test func json() throws {
        #expect(TokenListing.json(try fixture()) == """
            {
              "files": [
                "core.json",
                "dark.json",
                "ds.resolver.json",
                "light.json"
              ],
              "modeGroups": [
                {
                  "name": "theme",
                  "modes": [
                    "light",
                    "dark"
                  ]
                }
              ],
              "tokens": [
                {
                  "name": "color.base.blue",
                  "path": [
                    "color",
                    "base",
                    "blue"
                  ],
                  "type": "color",
                  "layer": "base",
                  "location": "core.json:2:42",
                  "values": [
                    {
                      "mode": null,
                      "value": "#1A73E8",
                      "raw": "#1a73e8",
                      "location": "core.json:2:62"
                    }
                  ]
                },
                {
                  "name": "color.base.ink",
                  "path": [
                    "color",
                    "base",
                    "ink"
                  ],
                  "type": "color",
                  "layer": "base",
                  "location": "core.json:2:75",
                  "values": [
                    {
                      "mode": null,
                      "value": "#111111",
                      "raw": "#111111",
                      "location": "core.json:2:94"
                    }
                  ]
                },
                {
                  "name": "color.bg",
                  "path": [
                    "color",
                    "bg"
                  ],
                  "type": "color",
                  "layer": "semantic",
                  "location": "light.json:1:14",
                  "values": [
                    {
                      "mode": "light",
                      "value": "#1A73E8",
                      "raw": "{color.base.blue}",
                      "aliasChain": [
                        {
                          "name": "color.base.blue",
                          "location": "core.json:2:62"
                        }
                      ],
                      "location": "light.json:1:50"
                    },
                    {
                      "mode": "dark",
                      "value": "#111111",
                      "raw": "{color.base.ink}",
                      "aliasChain": [
                        {
                          "name": "color.base.ink",
                          "location": "core.json:2:94"
                        }
                      ],
                      "location": "dark.json:1:50"
                    }
                  ]
                },
                {
                  "name": "space.m",
                  "path": [
                    "space",
                    "m"
                  ],
                  "type": "dimension",
                  "layer": "base",
                  "description": "간격",
                  "location": "core.json:3:14",
                  "values": [
                    {
                      "mode": null,
                      "value": "16px",
                      "raw": "16px",
                      "location": "core.json:3:53"
                    }
                  ]
                }
              ],
              "findings": []
            }

            """)
    }

    @Test func displayStrings() {
        #expect(DesignValue.dimension(Dimension(16, .px)).displayString == "16px")
        #expect(DesignValue.dimension(Dimension(1.5, .rem)).displayString == "1.5rem")
        #expect(DesignValue.dimension(Dimension(16, .unitless)).displayString == "16")
        #expect(DesignValue.color(Color(hex: "#1a73e8")!).displayString == "#1A73E8")
        #expect(DesignValue.duration(Duration(seconds: 0.2)).displayString == "200ms")
        #expect(DesignValue.cubicBezier(CubicBezier(0.4, 0, 0.2, 1)).displayString == "cubic-bezier(0.4, 0, 0.2, 1)")
        #expect(DesignValue.ratio(Ratio(0.72, .percent)).displayString == "72%")
        #expect(DesignValue.ratio(Ratio(1.2, .multiplier)).displayString == "1.2x")
        #expect(DesignValue.number(0.1 + 0.2).displayString == "0.3")
        #expect(DesignValue.number(0.88888889).displayString == "0.88888889")
        #expect(DesignValue.range(lower: 0, upper: 29).displayString == "0–29")
        #expect(DesignValue.fontFamily(["Inter", "sans-serif"]).displayString == "Inter, sans-serif")
        #expect(DesignValue.composite([.init("width", .dimension(Dimension(1, .px))), .init("style", .string("solid"))]).displayString
            == "{width: 1px; style: solid}")
        #expect(DesignValue.animation(Animation(curve: .spring(response: 0.4, dampingFraction: 0.7))).displayString
            == "spring(response: 0.4, dampingFraction: 0.7)")
        #expect(DesignValue.animation(Animation(curve: .timing(name: "easeInOut", CubicBezier(0.42, 0, 0.58, 1)), duration: Duration(seconds: 0.2))).displayString
            == "easeInOut 200ms")
    }
}

/// Alias chains are shown bounded: whole up to five steps, else the first, how
/// many are left out, and the last.
@Suite struct AliasChainDisplayTests {
    private func chain(_ steps: Int) throws -> TokenSet {
        var members = (0..<steps).map { #""t\#($0)": { "$value": "{chain.t\#($0 + 1)}" }"# }
        members.append(#""t\#(steps)": { "$value": "4px" }"#)
        return try TokenFixture([
            "tokens.json": "{ \"chain\": { \"$type\": \"dimension\",\n" + members.joined(separator: ",\n") + "\n} }",
        ]).load()
    }

    @Test func listingShowsFirstLeftOutAndLast() throws {
        let lines = TokenListing.text(try chain(8)).split(separator: "\n").map(String.init)
        #expect(lines[1] == "chain.t0  dimension  semantic  -     4px    chain.t1 → … 6 more → chain.t8                        tokens.json:2:19")
        #expect(lines[4] == "chain.t3  dimension  semantic  -     4px    chain.t4 → chain.t5 → chain.t6 → chain.t7 → chain.t8  tokens.json:5:19")
    }

    @Test func jsonListsTheShownStepsAndHowManyAreLeftOut() throws {
        let json = TokenListing.json(try chain(8))
        #expect(json.contains("""
                      "aliasChain": [
                        {
                          "name": "chain.t1",
                          "location": "tokens.json:3:19"
                        },
                        {
                          "name": "chain.t8",
                          "location": "tokens.json:10:19"
                        }
                      ],
                      "aliasChainOmitted": 6,
                      "location": "tokens.json:2:19"
            """))
    }

    @Test func notesOfAFindingAreBounded() throws {
        let set = try chain(8)
        let token = try #require(set["chain.t0"])
        #expect(token.definitionNotes(for: token.values.first).map { "\($0.range.start): \($0.message)" } == [
            "tokens.json:2:1: `chain.t0` defined here",
            "tokens.json:3:19: aliases `chain.t1`",
            "tokens.json:10:19: aliases … 6 more steps",
            "tokens.json:10:19: aliases `chain.t8`: 4px",
        ])
    }
}

import ButtonLayout
import Testing

@Suite("JSON printed into one buffer")
struct JSONValueTests {
    @Test("nesting, one-line scalar objects and arrays, escapes only where needed")
    func rendering() {
        let document = JSONValue.array([
            .object([
                ("name", .string("plain")),
                ("rect", .object([("x", .number(1.5)), ("y", .number(-0)), ("width", .number(200)), ("height", .null)])),
                ("warnings", .array([.string("quote \" and \\ and\ttab\nline \u{1}"), .string("é → ✓")])),
                ("empty", .array([])),
                ("nothing", .object([])),
                ("flags", .array([.bool(true), .bool(false), .number(.infinity)])),
            ]),
            .object([("deep", .array([.object([("a", .array([.number(1)]))])]))]),
        ])
        let expected = """
            [
              {
                "name": "plain",
                "rect": {"x": 1.5, "y": 0, "width": 200, "height": null},
                "warnings": ["quote \\" and \\\\ and\\ttab\\nline \\u0001", "é → ✓"],
                "empty": [],
                "nothing": {},
                "flags": [true, false, null]
              },
              {
                "deep": [
                  {
                    "a": [1]
                  }
                ]
              }
            ]
            """
        #expect(document.rendered() == expected)
        var appended = "prefix "
        document.write(to: &appended)
        #expect(appended == "prefix " + expected)
        #expect(JSONValue.quote("a\"b") == "\"a\\\"b\"")
        #expect(JSONValue.quote("abc") == "\"abc\"")
    }
}

import ButtonLayout

/// The trace's JSON is the project's one JSON type (ordered keys, numbers as the articles write them).
public typealias JSON = JSONValue

extension JSON {
    init(_ rect: Rect) {
        self = .object([
            ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height)),
        ])
    }

    init(_ size: Size) {
        self = .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    init(_ rect: Rect?) {
        self = rect.map { JSON($0) } ?? .null
    }

    init(_ value: MessageValue) {
        switch value {
        case .rect(let rect): self = JSON(rect)
        case .size(let size): self = JSON(size)
        case .none: self = .null
        }
    }
}

import ButtonDiagram
import ButtonLabTestSupport
import ButtonLayout
import ButtonScenario

/// Every grapheme cluster is 0.5 em wide and a line is 1.2 em tall: simple enough to work out
/// expected positions by hand.
struct FakeMeasurer: TextMeasuring {
    func measure(_ text: String, font: FontSpec) -> Size {
        Size(width: 0.5 * font.size * Double(text.count), height: 1.2 * font.size)
    }
}

/// `FakeMeasurer`'s widths, counting the measurements and the characters measured.
final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
    private(set) var count = 0
    private(set) var characters = 0

    func measure(_ text: String, font: FontSpec) -> Size {
        count += 1
        characters += text.count
        return FakeMeasurer().measure(text, font: font)
    }
}

let articleTitle = "我是titleLabel"

/// Article 2's figures are drawn at 2 px per point.
let two = DiagramOptions(pixelsPerPoint: 2)

/// `two` with `change` applied.
func options(_ change: (inout DiagramOptions) -> Void) -> DiagramOptions {
    var options = two
    change(&options)
    return options
}

/// Article 2's button: 200 × 100, a 50 × 50 image, a 50 × 25 title.
func articleScenario(
    name: String = "figure",
    horizontal: HorizontalAlignment = .center,
    contentEdgeInsets: EdgeInsets = .zero,
    imageEdgeInsets: EdgeInsets = .zero,
    titleEdgeInsets: EdgeInsets = .zero,
    diagram: DiagramOptions = DiagramOptions(pixelsPerPoint: 2),
    caption: String? = nil,
    imageFile: String? = nil
) -> Scenario {
    Scenario(
        name: name,
        caption: caption,
        button: Button(
            size: Size(width: 200, height: 100),
            contentHorizontalAlignment: horizontal,
            contentEdgeInsets: contentEdgeInsets,
            imageEdgeInsets: imageEdgeInsets,
            titleEdgeInsets: titleEdgeInsets,
            imageSize: Size(width: 50, height: 50),
            titleSize: Size(width: 50, height: 25)
        ),
        title: Title(text: articleTitle, font: FontSpec(), naturalSize: Size(width: 50, height: 25), sizeIsGiven: true),
        image: ImageContent(file: imageFile, size: Size(width: 50, height: 50)),
        diagram: diagram
    )
}

func diagram(_ scenario: Scenario, measurer: any TextMeasuring = FakeMeasurer()) throws -> DisplayList {
    let layout = try scenario.button.computeLayout()
    return try DiagramBuilder(measurer: measurer).build(scenario: scenario, layout: layout)
}

extension DisplayList {
    func item(_ id: String) -> Shape? { items.first { $0.id == id }?.shape }

    /// A canvas rect back in button points.
    func inButton(_ r: Rect) -> Rect {
        Rect(x: r.x - buttonOrigin.x, y: r.y - buttonOrigin.y, width: r.width, height: r.height)
    }

    func inButton(_ p: Point) -> Point { Point(x: p.x - buttonOrigin.x, y: p.y - buttonOrigin.y) }

    /// The rect of a rect item, in button points.
    func rectOf(_ id: String) -> Rect? {
        switch item(id) {
        case .rect(let r, _, _)?, .image(let r, _)?, .roundedRect(let r, _, _, _)?: inButton(r)
        case .text(let run)?: inButton(run.box)
        default: nil
        }
    }

    var labelBoxes: [(id: String, box: Rect)] {
        items.compactMap { item in
            guard item.id.hasPrefix("label-"), case .text(let run) = item.shape else { return nil }
            return (item.id, inButton(run.box))
        }
    }
}

func intersects(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}

func isWhole(_ value: Double) -> Bool { abs(value - value.rounded()) < 1e-9 }

func approximately(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

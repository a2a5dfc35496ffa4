import ButtonDiagram
import ButtonFiles
import ButtonInterfaceBuilder
import ButtonLayout
import ButtonRender
import ButtonReports
import ButtonScenario
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One scene drawn in memory (docs/interface-builder.md, "How the commands use IB files": scene figures): every
/// requested format and its JSON.
package struct RenderedScene: Sendable {
    package var name: String
    /// The scene in every requested format.
    package var figures = FigureFiles()
    /// `{"scene", "canvas", "buttons"}`.
    package var sidecar: JSONValue
    /// Buttons that could not be laid out: drawn as bare outlines, reported here.
    package var failures: [ScenarioFailure]

    package var files: [(fileExtension: String, bytes: [UInt8])] {
        figureFileList(figures, sidecar: sidecar)
    }
}

extension FigureRenderer {
    /// Lays out every button of `scene` and draws the scene. A button that cannot be laid out is drawn
    /// as its outline alone and listed in `failures`; only a scene that cannot be drawn at all fails.
    package func renderScene(
        _ scene: IBScene, formats: Set<FigureFormat>, pixelsPerPoint: Double? = nil
    ) -> Result<RenderedScene, ScenarioFailure> {
        var failures: [ScenarioFailure] = []
        var drawings: [SceneButtonDrawing] = []
        var objects: [JSONValue] = []
        for entry in scene.buttons {
            let button = entry.button
            let frame = button.frame
            switch layOut(.interfaceBuilder(button), loader: loader) {
            case .success(let laidOut):
                drawings.append(sceneButton(entry.number, laidOut, isHidden: button.isHidden))
                let origin = laidOut.scenario.frameOrigin
                var object = movingRects(laidOut.report.json, by: origin)
                if case .object(let members) = object { object = .object([("number", .number(Double(entry.number)))] + members) }
                objects.append(object)
            case .failure(let failure):
                failures.append(failure)
                drawings.append(
                    SceneButtonDrawing(
                        number: entry.number, bounds: Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
                        isHidden: button.isHidden, imageView: nil, labels: []))
            }
        }
        let drawing = SceneDrawing(
            root: scene.canvas,
            views: scene.views.map { SceneDrawing.View(frame: $0.frame, isHidden: $0.isHidden) },
            buttons: drawings, legend: scene.legend, caption: sceneCaption(scene), pixelsPerPoint: pixelsPerPoint)
        do {
            let list = try builder.buildScene(drawing)
            let canvas = CanvasTransform(list)
            // A scene's SVG links its images (percent-encoded paths) rather than embedding them.
            let figures = try FigureFiles(list, formats: formats, resources: FigureResources(fonts: fonts))
            return .success(RenderedScene(
                name: scene.name, figures: figures, sidecar: sceneJSON(scene, canvas: canvas, buttons: objects), failures: failures))
        } catch {
            return .failure(ScenarioFailure(
                path: scene.file, code: .render, file: scene.file, line: scene.line, message: "scene \(scene.name): \(error)"))
        }
    }

    private func sceneButton(_ number: Int, _ laidOut: LaidOutScenario, isHidden: Bool) -> SceneButtonDrawing {
        let origin = laidOut.scenario.frameOrigin
        func moved(_ r: Rect) -> Rect { Rect(x: r.x + origin.x, y: r.y + origin.y, width: r.width, height: r.height) }
        let common = laidOut.layout.common
        var labels: [SceneButtonDrawing.Label] = []
        switch laidOut.layout {
        case .legacy(let result):
            if let frame = result.titleLabel, let title = laidOut.scenario.title, !title.text.isEmpty {
                let font = titleFont(for: title, measurer: fonts)
                // A multi-line title as its lines, each in its own box, as the button's own figure draws it.
                let lines = titleLineBoxes(
                    title: title, button: laidOut.scenario.button, layout: result, frame: frame, font: font, measurer: fonts)
                if let lines {
                    // Each line fits its own box; the smallest font of the lines draws them all.
                    let lineFont = lines.map { fitted($0.text, title.font, in: $0.box) }.min { $0.size < $1.size } ?? title.font
                    for line in lines {
                        labels.append(.init(frame: moved(line.box), text: line.text, font: lineFont, measuredSize: title.font.size))
                    }
                } else {
                    labels.append(.init(
                        frame: moved(frame), text: result.truncatedTitle ?? title.text, font: font, measuredSize: title.font.size))
                }
            }
        case .configuration(let result):
            let configuration = laidOut.scenario.configuration?.configuration
            for (frame, label) in [(result.titleLabel, configuration?.title), (result.subtitleLabel, configuration?.subtitle)] {
                guard let frame, let label, !label.text.isEmpty else { continue }
                let nominal = nominalFont(of: label)
                labels.append(.init(
                    frame: moved(frame), text: label.text, font: fitted(label.text, nominal, in: frame), measuredSize: nominal.size))
            }
        }
        return SceneButtonDrawing(
            number: number, bounds: moved(common.bounds), isHidden: isHidden,
            imageView: common.frame(of: .imageView).map(moved), labels: labels,
            activityIndicator: common.frame(of: .activityIndicator).map(moved))
    }

    /// A configuration label's own font: the scenario's, else 17-pt regular.
    private func nominalFont(of label: ConfigurationLabel) -> FontSpec {
        FontSpec(size: label.font?.size ?? 17, weight: label.font?.weight ?? .regular)
    }

    /// A label's `nominal` font, shrunk (never grown) until the stand-in's line fits its frame, as
    /// legacy titles are drawn.
    private func fitted(_ text: String, _ nominal: FontSpec, in frame: Rect) -> FontSpec {
        let natural = fonts.measure(text, font: nominal)
        var factor = 1.0
        if natural.width > 0 { factor = min(factor, frame.width / natural.width) }
        if natural.height > 0 { factor = min(factor, frame.height / natural.height) }
        guard factor < 1, factor.isFinite, factor > 0 else { return nominal }
        return FontSpec(size: max(0.01, (nominal.size * factor * 100).rounded(.down) / 100), weight: nominal.weight)
    }
}

/// `"Main.storyboard · scene 3 buttons"`-style caption: the file, the scene's id, the button count.
func sceneCaption(_ scene: IBScene) -> String {
    let file = scene.file.lastPathComponent
    let count = scene.buttons.count
    var parts = [file]
    if !scene.id.isEmpty { parts.append(scene.id) }
    parts.append("\(count) button\(count == 1 ? "" : "s")")
    return scene.name + " — " + parts.joined(separator: " · ")
}

/// §9.6's JSON: `{"scene": {"file", "line", "id", "name"}, "canvas": {…}, "buttons": […]}`.
func sceneJSON(_ scene: IBScene, canvas: CanvasTransform, buttons: [JSONValue]) -> JSONValue {
    .object([
        (
            "scene",
            .object([
                ("file", .string(scene.file)), ("line", .number(Double(scene.line))), ("id", .string(scene.id)),
                ("name", .string(scene.name)),
            ])
        ),
        (
            "canvas",
            .object([
                ("width", .number(Double(canvas.width))), ("height", .number(Double(canvas.height))),
                ("pixelsPerPoint", .number(canvas.pixelsPerPoint)), ("originX", .number(canvas.originX)),
                ("originY", .number(canvas.originY)),
            ])
        ),
        ("buttons", .array(buttons)),
        // Last, like every sidecar's: `render --scene` without -o replaces only figures it wrote.
        ("generator", .string(sidecarGenerator)),
    ])
}

/// Every `{"x", "y", "width", "height"}` object inside `json` moved by `origin`: a button's rects in
/// scene coordinates. Sizes (`{"width", "height"}`) stay as they are.
func movingRects(_ json: JSONValue, by origin: Point) -> JSONValue {
    switch json {
    case .object(let members):
        if members.map(\.0) == ["x", "y", "width", "height"], case .number(let x) = members[0].1,
            case .number(let y) = members[1].1
        {
            return .object([("x", .number(x + origin.x)), ("y", .number(y + origin.y)), members[2], members[3]])
        }
        return .object(members.map { ($0.0, movingRects($0.1, by: origin)) })
    case .array(let items):
        return .array(items.map { movingRects($0, by: origin) })
    default:
        return json
    }
}

/// What a `render --scene` batch did.
package struct SceneBatchReport: Sendable {
    package var written: [String]
    package var failures: [ScenarioFailure]
    package var scenes: Int
}

/// Draws every scene and writes `DIR/NAME.{png,svg,pdf,json}`, each scene complete in memory
/// before its files are written as one group, all or none (`writeFilesAtomically`). Scenes are
/// drawn one after another: each is a single large figure. Two scenes of one name, or of names
/// that differ only in case (two files with one stem): the later one fails. `policy` says which
/// existing files may be replaced (`.ownFiguresOnly` without -o, as for buttons).
package func renderSceneBatch(
    _ scenes: [IBScene], into outputDirectory: String, formats: Set<FigureFormat>, pixelsPerPoint: Double?,
    renderer: FigureRenderer, replacing policy: ReplacePolicy = .any
) -> SceneBatchReport {
    var report = SceneBatchReport(written: [], failures: [], scenes: scenes.count)
    var taken: [String: String] = [:]
    for scene in scenes {
        let file = displayPath(scene.file)
        if let other = taken[fileNameKey(scene.name)] {
            report.failures.append(
                ScenarioFailure(
                    path: scene.file, code: .nameClash, file: scene.file, line: scene.line,
                    message: "scene name \(scene.name) is also given by \(other); rename a file"))
            continue
        }
        taken[fileNameKey(scene.name)] = "\(file) line \(scene.line)"
        switch renderer.renderScene(scene, formats: formats, pixelsPerPoint: pixelsPerPoint) {
        case .failure(let failure):
            report.failures.append(failure)
        case .success(let rendered):
            report.failures += rendered.failures
            let writes = rendered.files.map { part in
                FileWrite(
                    path: outputDirectory.appendingPathComponent("\(rendered.name).\(part.fileExtension)"),
                    bytes: part.bytes)
            }
            let owned =
                policy == .any || isOwnSidecar(outputDirectory.appendingPathComponent("\(rendered.name).json"))
            do {
                try writeFilesAtomically(writes, mayReplace: { _ in owned })
                report.written += writes.map(\.path)
            } catch {
                let hint = error.reason == .notOurs ? " (without -o, render replaces only figures it wrote before; give -o DIR)" : ""
                report.failures.append(
                    ScenarioFailure(path: scene.file, code: .output, file: scene.file, message: "not written: \(error)\(hint)"))
            }
        }
    }
    return report
}

import ButtonDiagram
import ButtonLayout
import ButtonTrace

/// The JSON `render` writes next to a figure (`NAME.json`): what the figure shows, as data, and
/// where it sits in the picture. A button's is its layout report (with its provenance and
/// warnings) plus the canvas, theme, alt text and generator; a sequence diagram's is its trace plus
/// the canvas. There is no text form: the figure is the picture. `package`: the canvas is the display
/// list's (`CanvasTransform`), which other packages do not see.
package struct FigureSidecar: Sendable {
    package enum Subject: Sendable {
        /// A button's figure: its layout, the theme it was drawn in, its text alternative, and the
        /// generator by which `render` recognises a figure it wrote before.
        case layout(LayoutReport, theme: String, alt: String?, generator: String)
        /// A sequence diagram: a diagram of messages, so no button origin.
        case trace(TraceRun)
    }

    package var subject: Subject
    package var canvas: CanvasTransform

    package init(_ subject: Subject, canvas: CanvasTransform) {
        self.subject = subject
        self.canvas = canvas
    }

    package var json: JSONValue {
        switch subject {
        case .layout(let report, let theme, let alt, let generator):
            guard case .object(var members) = report.json else { preconditionFailure("a layout object is an object") }
            members.append((SidecarKey.canvas.rawValue, CanvasKey.object([
                (.width, .number(Double(canvas.width))),
                (.height, .number(Double(canvas.height))),
                (.pixelsPerPoint, .number(canvas.pixelsPerPoint)),
                (.originX, .number(canvas.originX)),
                (.originY, .number(canvas.originY)),
            ])))
            members.append((SidecarKey.theme.rawValue, .string(theme)))
            if let alt { members.append((SidecarKey.alt.rawValue, .string(alt))) }
            members.append((SidecarKey.generator.rawValue, .string(generator)))
            return .object(members)
        case .trace(let run):
            guard case .object(var members) = run.json else { preconditionFailure("§9's trace is an object") }
            members.append((SidecarKey.canvas.rawValue, CanvasKey.object([
                (.width, .number(Double(canvas.width))),
                (.height, .number(Double(canvas.height))),
                (.pixelsPerPoint, .number(canvas.pixelsPerPoint)),
            ])))
            return .object(members)
        }
    }
}

import ButtonLayout
import ButtonTrace

/// The lanes of the sequence diagram, left to right.
package enum SequenceLaneID: String, CaseIterable, Hashable, Sendable {
    case app, button, layoutPass, backgroundView, imageView, titleLabel
}

/// One lane: a head box and a lifeline. Subview lanes start where the view is created (the head
/// box sits on the creation arrow, as in UML); a view never created keeps a head at the top,
/// marked `created: false`.
package struct SequenceLane: Hashable, Sendable {
    package var id: SequenceLaneID
    package var title: String
    /// The lifeline's x.
    package var x: Double
    package var header: Rect
    package var created: Bool
    package var lifelineTop: Double
    package var lifelineBottom: Double
}

/// What an arrow stands for, so a renderer can style it.
package enum SequenceArrowStyle: String, Hashable, Sendable {
    /// A package message to the button (label: number, selector, argument; detail: return value and caller).
    case message
    /// `layoutSubviews` starting (label: `1 layoutSubviews` and the bounds).
    case layoutPass
    /// A subview allocated (ends at the new lane's head box).
    case creation
    /// A frame assigned.
    case frame
    /// A subview's text, colour, font or image written (trace-model §10).
    case content
}

/// What a note marks.
package enum SequenceNoteStyle: String, Hashable, Sendable {
    case setNeedsLayout, hidden, internalRoutine, superviewPass, pitfall
}

/// One drawn element, in diagram points (y down, origin top-left).
package enum SequenceItem: Hashable, Sendable {
    /// A band across the diagram per action: its number and text on the left, its short sequence
    /// on the right. `notRun` after a crash or feedback loop.
    case step(band: Rect, title: String, sequence: String, notRun: Bool)
    /// An arrow; `label` above it, `detail` (return value, caller) below it.
    case arrow(from: Point, to: Point, label: String, detail: String?, style: SequenceArrowStyle)
    /// A message the button sends itself (a getter's lazy creation): a loop to the right of `x`.
    case selfArrow(x: Double, top: Double, bottom: Double, label: String, detail: String?)
    /// A `layoutSubviews` activation bar; `depth` > 1 when re-entered.
    case activation(Rect, depth: Int)
    /// A small note left-aligned at `origin`, beside a lane.
    case note(origin: Point, text: String, style: SequenceNoteStyle)
    /// A run-loop sweep boundary across the lanes.
    case divider(y: Double, fromX: Double, toX: Double, label: String)
    /// A crash: a cross on the lane and its reason.
    case crash(center: Point, label: String)
    /// Pitfall 1: the getter re-entering the creation that is still running, drawn from the crash
    /// back up to the creation's first message.
    case recursion(x: Double, fromY: Double, toY: Double, label: String)
    /// Identical sweeps drawn once, bracketed with their count; or the terminal feedback loop.
    case loop(Rect, label: String, isFeedbackLoop: Bool)
}

/// A trace laid out as a sequence diagram, as plain values: no display list, no fonts. Text
/// widths are estimated (`SequenceLayout.textWidth`), so a renderer may use its own measurer to
/// place text within the given boxes.
package struct SequenceDiagram: Hashable, Sendable {
    package var size: Size
    package var title: String
    package var lanes: [SequenceLane]
    /// In paint order.
    package var items: [SequenceItem]
    /// The font size the layout assumed for labels (titles and bands are 1.2×).
    package var fontSize: Double
}

// The member names of the configuration model's, the trace's, the solve answer's, migrate's, the sidecar's,
// the provenance's and the diagnostic's objects (issue 22 item 2), in the order each object writes
// them. An enum that names the members of several kinds of object (a step, an event) is their union.

/// The configuration model's `layout` object (§12); the last four before `warnings` only with details.
package enum ConfigurationLayoutKey: String, JSONKeys {
    case layout, scale, layoutDirection, bounds, contentRect, imageView, titleLabel, subtitleLabel, activityIndicator
    case intrinsicContentSize, contentInsetsRect, imageAlignmentRect, resolved, offsets, warnings
}

/// The text's offsets; a split fill adds the image's.
package enum OffsetsKey: String, JSONKeys {
    case dx, dy, imageDx, imageDy
}

/// The configuration's values as the layout resolved them.
package enum ResolutionKey: String, JSONKeys {
    case style, buttonSize, contentInsets, contentInsetsSource, physicalInsets, imagePadding, titlePadding, imageReservation
    case imagePlacement, imageOnLeft, titleAlignment, resolvedTitleAlignment, titleFont, subtitleFont, titleLineBreakMode
    case subtitleLineBreakMode, imageSize, activityIndicatorSide
}

/// The configuration model's explanation.
package enum ConfigurationExplanationKey: String, JSONKeys {
    case name, heading, steps, layout
}

/// The members of every kind of step of a configuration explanation, `step` first.
package enum ConfigurationStepKey: String, JSONKeys {
    case step, values, kind, bounds, sizeToFit, boundsWidth, subtractsImage, imagePadding, imageWidth, available, leading
    case trailing, textAvailable, maxWidth, label, text, font, lineBreakMode, numberOfLines, source, measured, cutTo, size
    case titleSize, subtitleSize, difference, alignment, direction, offset, halved, narrower, titlePadding, subtitleY, axis
    case reservation, slotWidth, reservationOffset, imageOnLeft, textWidth, imageX, titleX, subtitleX, contentWidth
    case imageHeight, titleHeight, subtitleHeight, contentHeight, centering, imageIsWider, left, top, contentRect, image
    case title, subtitle, textBlock, moved, imageY, titleY, placement, reservedHeight, width, bottom, height, idealSize
    case insetsRect, horizontalAlignment, verticalAlignment, dx, dy, imageView, imageAlignmentRect, activityIndicator
    case titleLabel, subtitleLabel, message, spec, summary
}

/// An axis shift: one edge match, or a split fill's two and which part moves first.
package enum AxisShiftKey: String, JSONKeys {
    case anchor, target, content, offset, firstPart, first, second
}

/// A point, a font, a pixel rounding and the two kinds of insets.
package enum PointKey: String, JSONKeys {
    case x, y
}

package enum SizeKey: String, JSONKeys {
    case width, height
}

package enum FontKey: String, JSONKeys {
    case size, weight, textStyle
}

package enum PixelRoundingKey: String, JSONKeys {
    case rule, value, result, scale
}

package enum InsetsKey: String, JSONKeys {
    case top, left, bottom, right
}

package enum DirectionalInsetsKey: String, JSONKeys {
    case top, leading, bottom, trailing
}

/// `trace --format json` (docs/lifecycle.md §9), its steps and their subviews.
package enum TraceKey: String, JSONKeys {
    case name, uikit, steps
}

package enum TraceStepKey: String, JSONKeys {
    case action, events, sequence, outcome, subviews, needsLayout
}

package enum SubviewKey: String, JSONKeys {
    case view, frame, hidden
}

/// The members of every kind of trace event, `kind` first and `depth` last.
package enum TraceEventKey: String, JSONKeys {
    case kind, sel, arg, ret, via, view, phase, bounds, frame, index, by, value, coalesced, routine, contentRect, imageRect
    case titleRect, sweep, reason, explanation, sweeps, property, old, new, code, text, depth
}

/// `solve --format json`: the answer, its configuration, its check and the other direction's insets.
package enum SolveKey: String, JSONKeys {
    case name, source, legacy, configuration, check, swift, objc, sweep, notes
}

package enum SolveConfigurationKey: String, JSONKeys {
    case imagePlacement, imagePadding, contentInsets, titleAlignment, contentHorizontalAlignment, contentVerticalAlignment
}

package enum SolveCheckKey: String, JSONKeys {
    case legacy, configuration, otherDirection
}

/// A solution's layout as `check` shows it.
package enum SolveCheckedLayoutKey: String, JSONKeys {
    case bounds, imageView, titleLabel, intrinsicContentSize, gap, residuals, holds
}

/// The three legacy insets; the other direction's object wraps them in its direction and a note.
package enum LegacyInsetsKey: String, JSONKeys {
    case imageEdgeInsets, titleEdgeInsets, contentEdgeInsets, contentHorizontalAlignment, contentVerticalAlignment
}

/// Where a constant answer holds: `check.legacy.holds`, `check.configuration.holds`.
package enum HoldsKey: String, JSONKeys {
    case titleWidth, buttonWidth
}

package enum WidthRangeKey: String, JSONKeys {
    case min, max
}

/// One title width of `solve`'s sweep.
package enum SweepKey: String, JSONKeys {
    case title, titleWidth, legacy, configuration
}

package enum OtherDirectionKey: String, JSONKeys {
    case layoutDirection, imageEdgeInsets, titleEdgeInsets, contentEdgeInsets, note
}

/// `migrate --format json`: the button's configuration and how each subview moves.
package enum MigrationKey: String, JSONKeys {
    case name, configuration, differences, migratable, obstacles, swift, objc, notes
}

package enum MigrationConfigurationKey: String, JSONKeys {
    case imagePlacement, imagePadding, contentInsets, titleAlignment, contentHorizontalAlignment, contentVerticalAlignment
}

package enum DifferenceKey: String, JSONKeys {
    case element, legacy, configuration, dx, dy, dw, dh, visible
}

/// What a figure's sidecar adds after its layout or trace object, and its canvas (a sequence
/// diagram's has no origin).
package enum SidecarKey: String, JSONKeys {
    case canvas, theme, alt, generator
}

package enum CanvasKey: String, JSONKeys {
    case width, height, pixelsPerPoint, originX, originY
}

/// The `source` object: `file` always, `line` and `id` for an IB button, `line` and `name` for Swift.
package enum ProvenanceKey: String, JSONKeys {
    case file, line, id, name
}

/// A diagnostic as data.
package enum DiagnosticKey: String, JSONKeys {
    case severity, code, file, line, column, keyPath, message, notes
}

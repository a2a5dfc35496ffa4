// `buttonlab sweep`'s engine (docs/sweep.md): one button laid out under every condition of a grid,
// each layout from the pure models, each title measured once, the breakages as typed records.

/// One condition's layout and what broke in it.
public struct SweepRecord: Hashable, Sendable {
    public var condition: SweepCondition
    public var bounds: Rect
    public var imageView: Rect?
    public var titleLabel: Rect?
    /// In `BreakageKind` order; empty when the button holds.
    public var breakages: [Breakage]
}

/// A whole sweep: every record in grid order.
public struct SweepResult: Hashable, Sendable {
    public var axes: SweepAxes
    public var records: [SweepRecord]

    /// The first condition (lowest number) with a breakage of `kind`, and that breakage.
    public func first(_ kind: BreakageKind) -> (record: SweepRecord, breakage: Breakage)? {
        for record in records {
            if let breakage = record.breakages.first(where: { $0.kind == kind }) { return (record, breakage) }
        }
        return nil
    }

    /// The kinds that occur anywhere, in `BreakageKind` order.
    public var kinds: [BreakageKind] { BreakageKind.allCases.filter { first($0) != nil } }
}

/// Why a sweep cannot run: a title axis without a measurer, or the model's own error.
public enum SweepError: Error, Hashable, Sendable {
    /// Titles from text need the fonts that measure them.
    case titlesNeedMeasurer
    case layout(LayoutError)
}

public enum Sweep {
    /// Lays `button` out under each condition of `axes`. Titles are measured with `titleMeasurer`
    /// (legacy) or `labelMeasurer` (configuration), each text once per font, whatever the grid.
    public static func run(
        _ button: ModelButton, axes: SweepAxes, titleMeasurer: (any TitleMeasuring)? = nil,
        labelMeasurer: (any LabelMeasuring)? = nil
    ) throws(SweepError) -> SweepResult {
        let conditions = axes.conditions
        var records: [SweepRecord] = []
        records.reserveCapacity(conditions.count)
        switch button {
        case .legacy(let design):
            if axes.titles != nil || (axes.states != nil && design.states != nil), titleMeasurer == nil { throw .titlesNeedMeasurer }
            let cache = titleMeasurer.map(TitleWidthCache.init)
            for condition in conditions {
                records.append(try legacyRecord(design, condition, cache: cache))
            }
        case .configuration(let design):
            if axes.titles != nil, labelMeasurer == nil, design.configuration.title?.size == nil { throw .titlesNeedMeasurer }
            let cache = labelMeasurer.map(LabelSizeCache.init)
            let designLines = configurationLayout(design, cache: cache).lines
            for condition in conditions {
                records.append(configurationRecord(design, condition, designLines: designLines, cache: cache))
            }
        }
        return SweepResult(axes: axes, records: records)
    }

    static func legacyRecord(_ design: Button, _ condition: SweepCondition, cache: TitleWidthCache?) throws(SweepError) -> SweepRecord {
        var button = design
        if let direction = condition.direction { button.layoutDirection = direction }
        if let era = condition.uikit {
            button.titleSizeRounding = era.defaultTitleSizeRounding
            button.truncatedTitleWidth = era.truncatedTitleWidth
        }
        if let state = condition.state, let cache { applyState(state, to: &button, cache: cache) }
        if let category = condition.category, let resolution = button.content?.font {
            // A text-style font follows the category only when it adjusts (DY4.2); a fixed font never does.
            let resolved = TitleFontResolution(
                textStyle: resolution.textStyle, contentSizeCategory: category,
                adjustsFontForContentSizeCategory: resolution.adjustsFontForContentSizeCategory,
                fontCreatedAtCategory: resolution.fontCategory)
            button.content?.font = resolved
            if resolved.font != button.titleFont {
                let ratio = resolved.font.size / button.titleFont.size
                button.titleFont = resolved.font
                if var title = button.title, condition.title == nil {
                    title.font = resolved.font
                    if title.isMeasurable, !title.text.isEmpty, let cache {
                        title.naturalSize = Size(width: cache.lineWidth(of: title.text, font: resolved.font), height: SystemFontMetrics.lineHeight(ofSize: resolved.font.size))
                    } else if !title.isEmpty {
                        // A title known only by its size grows with its font, in proportion.
                        title.naturalSize = Size(width: title.naturalSize.width * ratio, height: SystemFontMetrics.lineHeight(ofSize: resolved.font.size))
                    } else {
                        title.naturalSize.height = SystemFontMetrics.lineHeight(ofSize: resolved.font.size)
                    }
                    button.title = title
                }
            }
        }
        if let text = condition.title, let cache {
            let font = button.titleFont
            let width = text.isEmpty ? 0 : cache.lineWidth(of: text, font: font)
            let size = Size(width: width, height: SystemFontMetrics.lineHeight(ofSize: font.size))
            button.title = Title(text: text, font: font, naturalSize: size, sizeIsGiven: false)
        }
        do {
            if let width = condition.width {
                // A sized-to-fit button keeps the height it fits to and takes the condition's width.
                let height = button.sizeToFit ? try button.computeLayout(measurer: cache).bounds.height : button.size.height
                button.intrinsicSizeQueried = button.isIntrinsicSizeQueried
                button.sizeToFit = false
                button.size = Size(width: width, height: height)
            }
            let result = try button.computeLayout(measurer: cache)
            return SweepRecord(
                condition: condition, bounds: result.bounds, imageView: result.imageView, titleLabel: result.titleLabel,
                breakages: Breakage.found(in: result, title: button.title))
        } catch {
            throw .layout(error)
        }
    }

    /// The title and image `state` shows (AS1–AS3), from the button's per-state content; a state
    /// that falls back to the `title` block's normal title keeps it as laid out.
    static func applyState(_ state: ControlStateSet, to button: inout Button, cache: TitleWidthCache) {
        guard let states = button.states else {
            button.content?.state = state
            return
        }
        let font = button.titleFont
        if let shown = states.title(in: state) {
            let keepsDesign = shown.attributed == nil && shown.source.key == .normal && states.normalTitleIsButtonTitle
                && button.content?.title?.key == .normal && button.content?.titleIsAttributed == false
            if !keepsDesign {
                let size: Size
                if let attributed = shown.attributed {
                    size = attributed.naturalSize(buttonFont: font) { cache.lineWidth(of: $0, font: $1) }
                } else {
                    size = Size(
                        width: shown.text.isEmpty ? 0 : cache.lineWidth(of: shown.text, font: font),
                        height: SystemFontMetrics.lineHeight(ofSize: font.size))
                }
                button.title = Title(
                    text: shown.attributed?.text ?? shown.text, font: shown.attributed?.dominantFont(buttonFont: font) ?? font,
                    naturalSize: size, sizeIsGiven: shown.attributed != nil)
            }
        } else {
            button.title = nil
        }
        button.imageSize = states.image(in: state)?.size
        button.content?.state = state
        button.content?.title = states.title(in: state)?.source
        button.content?.image = states.image(in: state)?.source
    }

    static func configurationRecord(
        _ design: ConfigurationButton, _ condition: SweepCondition, designLines: Int, cache: LabelSizeCache?
    ) -> SweepRecord {
        var button = design
        if let direction = condition.direction { button.layoutDirection = direction }
        if let category = condition.category, category != button.contentSizeCategory {
            button.contentSizeCategory = category
            // Text-style labels change size with the category: measured again when a measurer can.
            if cache != nil {
                for role in [\ButtonConfiguration.title, \.subtitle] where button.configuration[keyPath: role]?.font?.textStyle != nil || button.configuration[keyPath: role]?.font == nil {
                    button.configuration[keyPath: role]?.size = nil
                    button.configuration[keyPath: role]?.wrappedSize = nil
                }
            }
        }
        if let text = condition.title {
            var label = button.configuration.title ?? ConfigurationLabel(text: text)
            label.text = text
            label.size = nil
            label.wrappedSize = nil
            button.configuration.title = label
        }
        if let width = condition.width {
            let height = button.sizeToFit ? configurationLayout(button, cache: cache).result.bounds.height : button.size.height
            button.sizeToFit = false
            button.size = Size(width: width, height: height)
        }
        let (result, _) = configurationLayout(button, cache: cache)
        return SweepRecord(
            condition: condition, bounds: result.bounds, imageView: result.imageView, titleLabel: result.titleLabel,
            breakages: Breakage.found(in: result, configuration: button.configuration, designLines: designLines))
    }

    /// A configuration layout and its title's line count. Without a measurer every label carries
    /// its size (checked by `run`), so the measuring-free entry point cannot fail.
    static func configurationLayout(_ button: ConfigurationButton, cache: LabelSizeCache?) -> (result: ConfigurationLayoutResult, lines: Int) {
        let result = cache.map { button.computeLayout(measuring: $0) } ?? (try? button.computeLayout())
            ?? button.computeLayout(measuring: UnmeasuredLabels())
        var height: Double?
        for case .labelWrapped(.title, _, let size) in result.warnings { height = size.height }
        return (result, Breakage.titleLines(height: height, configuration: button.configuration, scale: result.scale))
    }
}

/// SF widths by text and font, each measured once per sweep (a truncated title's lines too).
final class TitleWidthCache: TitleMeasuring, @unchecked Sendable {
    // One sweep runs on one thread; the cache never leaves it.
    private let base: any TitleMeasuring
    private var widths: [Key: Double] = [:]

    private struct Key: Hashable {
        var text: String
        var font: TitleFont
    }

    init(_ base: any TitleMeasuring) { self.base = base }

    func lineWidth(of text: String, font: TitleFont) -> Double {
        let key = Key(text: text, font: font)
        if let width = widths[key] { return width }
        let width = base.lineWidth(of: text, font: font)
        widths[key] = width
        return width
    }
}

/// Label sizes by every argument the measurer takes, each measured once per sweep.
final class LabelSizeCache: LabelMeasuring {
    private let base: any LabelMeasuring
    private var sizes: [Key: Size] = [:]

    private struct Key: Hashable {
        var text: String
        var font: ConfigurationFont
        var maxWidth: Double
        var numberOfLines: Int
        var scale: ScreenScale
    }

    init(_ base: any LabelMeasuring) { self.base = base }

    func size(of text: String, font: ConfigurationFont, maxWidth: Double, numberOfLines: Int, scale: ScreenScale) -> Size {
        let key = Key(text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale)
        if let size = sizes[key] { return size }
        let size = base.size(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale)
        sizes[key] = size
        return size
    }
}

/// Only reached when every label has its size: the layout never asks it.
private struct UnmeasuredLabels: LabelMeasuring {
    func size(of text: String, font: ConfigurationFont, maxWidth: Double, numberOfLines: Int, scale: ScreenScale) -> Size { .zero }
}

import ButtonLayout

// The configuration model's reports: its result (§12) and its explanation as JSON. The engine gives
// the values; these renderers moved here from ButtonLayout (issue 22 item 2).

/// The configuration model's JSON trees are the project's one JSON type.
@available(*, deprecated, renamed: "JSONValue")
public typealias ConfigurationJSON = JSONValue

extension JSONValue {
    static func rect(_ r: Rect?) -> JSONValue {
        guard let r else { return .null }
        return RectKey.object([(.x, .number(r.x)), (.y, .number(r.y)), (.width, .number(r.width)), (.height, .number(r.height))])
    }

    static func size(_ s: Size) -> JSONValue {
        SizeKey.object([(.width, .number(s.width)), (.height, .number(s.height))])
    }

    static func point(_ p: Point) -> JSONValue {
        PointKey.object([(.x, .number(p.x)), (.y, .number(p.y))])
    }

    static func insets(_ i: DirectionalEdgeInsets) -> JSONValue {
        DirectionalInsetsKey.object([(.top, .number(i.top)), (.leading, .number(i.leading)), (.bottom, .number(i.bottom)), (.trailing, .number(i.trailing))])
    }

    static func insets(_ i: EdgeInsets) -> JSONValue {
        InsetsKey.object([(.top, .number(i.top)), (.left, .number(i.left)), (.bottom, .number(i.bottom)), (.right, .number(i.right))])
    }

    static func rounding(_ r: PixelRounding?) -> JSONValue {
        guard let r else { return .null }
        return PixelRoundingKey.object([
            (.rule, .string(r.rule.helperName)), (.value, .number(r.value)), (.result, .number(r.result)),
            (.scale, .number(r.scale.factor)),
        ])
    }

    static func font(_ f: ConfigurationFont) -> JSONValue {
        FontKey.object([
            (.size, .number(f.size)), (.weight, .string(f.weight.rawValue)),
            (.textStyle, f.textStyle.map { .string($0.uikitName) } ?? .null),
        ])
    }
}

extension ConfigurationLayoutResult {
    /// The `layout` object of §12, keys in its order (the CLI puts `name` first). With `details`,
    /// what explanations add: the resolved values, the offsets dx/dy, the insets rect (I) and the
    /// image's alignment rect.
    public func json(details: Bool = false) -> JSONValue {
        var members: [(ConfigurationLayoutKey, JSONValue)] = [
            (.layout, .string("configuration")),
            (.scale, .number(scale.factor)),
            (.layoutDirection, .string(layoutDirection.rawValue)),
            (.bounds, .rect(bounds)),
            (.contentRect, .rect(contentRect)),
            (.imageView, .rect(imageView)),
            (.titleLabel, .rect(titleLabel)),
            (.subtitleLabel, .rect(subtitleLabel)),
            (.activityIndicator, .rect(activityIndicator)),
            (.intrinsicContentSize, .size(intrinsicContentSize)),
        ]
        if details {
            members.append((.contentInsetsRect, .rect(contentInsetsRect)))
            members.append((.imageAlignmentRect, .rect(imageAlignmentRect)))
            members.append((.resolved, resolution.json))
            members.append((.offsets, offsets.map(\.json) ?? .null))
        }
        members.append((.warnings, .array(warnings.map { .string($0.description) })))
        return ConfigurationLayoutKey.object(members)
    }
}

extension ContentOffsets {
    /// `{"dx", "dy"}` of the text (the content block); a split fill adds the image's.
    public var json: JSONValue {
        var members: [(OffsetsKey, JSONValue)] = [(.dx, .number(text.x)), (.dy, .number(text.y))]
        if !isUniform {
            members.append((.imageDx, .number(image.x)))
            members.append((.imageDy, .number(image.y)))
        }
        return OffsetsKey.object(members)
    }
}

extension ConfigurationResolution {
    public var json: JSONValue {
        ResolutionKey.object([
            (.style, .string(style.rawValue)),
            (.buttonSize, .string(buttonSize.rawValue)),
            (.contentInsets, .insets(contentInsets)),
            (.contentInsetsSource, .string(contentInsetsSource.rawValue)),
            (.physicalInsets, .insets(physicalInsets)),
            (.imagePadding, .number(imagePadding)),
            (.titlePadding, .number(titlePadding)),
            (.imageReservation, .number(imageReservation)),
            (.imagePlacement, .string(imagePlacement.rawValue)),
            (.imageOnLeft, .bool(imageOnLeft)),
            (.titleAlignment, .string(titleAlignment.rawValue)),
            (.resolvedTitleAlignment, .string(resolvedTitleAlignment.rawValue)),
            (.titleFont, .font(titleFont)),
            (.subtitleFont, .font(subtitleFont)),
            (.titleLineBreakMode, .string(titleLineBreakMode.rawValue)),
            (.subtitleLineBreakMode, .string(subtitleLineBreakMode.rawValue)),
            (.imageSize, .size(imageSize)),
            (.activityIndicatorSide, .rounding(activityIndicatorSide)),
        ])
    }
}

extension ConfigurationExplanation {
    /// `{"name", "heading", "steps": [...], "layout": {...}}`: every event as an object whose `step`
    /// names it; `name` only when the explanation has one.
    public var json: JSONValue {
        ConfigurationExplanationKey.object((name.map { [(.name, .string($0))] } ?? []) + [
            (.heading, .string(heading)),
            (.steps, .array(events.map(\.json))),
            (.layout, result.json(details: true)),
        ])
    }
}

extension ConfigurationEvent {
    public var json: JSONValue {
        func step(_ name: String, _ members: [(ConfigurationStepKey, JSONValue)]) -> JSONValue {
            ConfigurationStepKey.object([(.step, .string(name))] + members)
        }
        switch self {
        case .resolved(let r):
            return step("resolved", [(.values, r.json)])
        case .pass(.intrinsic):
            return step("pass", [(.kind, .string("intrinsic"))])
        case .pass(.layout(let bounds, let sizeToFit)):
            return step("pass", [(.kind, .string("layout")), (.bounds, .size(bounds)), (.sizeToFit, .bool(sizeToFit))])
        case .availableWidth(let s):
            return step("availableWidth", [
                (.boundsWidth, s.boundsWidth.map(JSONValue.number) ?? .null), (.subtractsImage, .bool(s.subtractsImage)),
                (.imagePadding, .number(s.imagePadding)), (.imageWidth, .number(s.imageWidth)), (.available, .number(s.available)),
                (.leading, .number(s.leading)), (.trailing, .number(s.trailing)), (.textAvailable, .number(s.textAvailable)),
                (.maxWidth, .rounding(s.maxWidth)),
            ])
        case .measured(let s):
            return step("measured", [
                (.label, .string(s.label.rawValue)), (.text, .string(s.text)), (.font, .font(s.font)),
                (.lineBreakMode, .string(s.lineBreakMode.rawValue)),
                (.maxWidth, s.maxWidth.isFinite ? .number(s.maxWidth) : .null), (.numberOfLines, .number(Double(s.numberOfLines))),
                (.source, .string(s.source.rawValue)), (.measured, .size(s.measured)),
                (.cutTo, s.cutTo.map(JSONValue.number) ?? .null), (.size, .size(s.size)),
            ])
        case .textBlock(let s):
            return step("textBlock", [
                (.titleSize, .size(s.titleSize)), (.subtitleSize, .size(s.subtitleSize)), (.difference, .number(s.difference)),
                (.alignment, .string(s.alignment.rawValue)), (.direction, .string(s.direction.rawValue)),
                (.offset, .rounding(s.offset)), (.halved, .bool(s.halved)), (.narrower, .string(s.narrower.rawValue)),
                (.titlePadding, .number(s.titlePadding)), (.subtitleY, .number(s.subtitleY)),
            ])
        case .placement(.horizontal(let s)):
            return step("placement", [
                (.axis, .string("horizontal")), (.imageWidth, .number(s.imageWidth)), (.reservation, .number(s.reservation)),
                (.slotWidth, .number(s.slotWidth)), (.reservationOffset, .rounding(s.reservationOffset)),
                (.imageOnLeft, .bool(s.imageOnLeft)), (.imagePadding, .number(s.imagePadding)), (.textWidth, .number(s.textWidth)),
                (.imageX, .number(s.imageX)), (.titleX, .number(s.titleX)), (.subtitleX, .number(s.subtitleX)),
                (.contentWidth, .number(s.contentWidth)), (.imageHeight, .number(s.imageHeight)),
                (.titleHeight, .number(s.titleHeight)), (.subtitleHeight, .number(s.subtitleHeight)),
                (.titlePadding, .number(s.titlePadding)), (.contentHeight, .number(s.contentHeight)),
            ])
        case .placement(.vertical(let s)):
            return step("placement", [
                (.axis, .string("vertical")), (.imageWidth, .number(s.imageWidth)), (.textWidth, .number(s.textWidth)),
                (.centering, .rounding(s.centering)), (.imageIsWider, .bool(s.imageIsWider)), (.imageX, .number(s.imageX)),
                (.titleX, .number(s.titleX)), (.subtitleX, .number(s.subtitleX)), (.contentWidth, .number(s.contentWidth)),
                (.titleHeight, .number(s.titleHeight)), (.titlePadding, .number(s.titlePadding)),
                (.subtitleHeight, .number(s.subtitleHeight)), (.imagePadding, .number(s.imagePadding)),
                (.imageHeight, .number(s.imageHeight)), (.reservation, .number(s.reservation)),
                (.contentHeight, .number(s.contentHeight)),
            ])
        case .insets(let s):
            return step("insets", [
                (.left, .number(s.left)), (.top, .number(s.top)), (.contentRect, .rect(s.contentRect)),
                (.image, .rect(s.image)), (.title, .point(s.title)), (.subtitle, .point(s.subtitle)),
            ])
        case .crossAxis(.horizontal(let s)):
            return step("crossAxis", [
                (.axis, .string("horizontal")), (.textBlock, .rect(s.textBlock)), (.image, .rect(s.image)),
                (.offset, .rounding(s.offset)), (.moved, .string(s.moved.rawValue)), (.imageY, .number(s.imageY)),
                (.titleY, .number(s.titleY)), (.subtitleY, .number(s.subtitleY)),
            ])
        case .crossAxis(.vertical(let s)):
            return step("crossAxis", [
                (.axis, .string("vertical")), (.placement, .string(s.placement.rawValue)), (.imagePadding, .number(s.imagePadding)),
                (.reservedHeight, .number(s.reservedHeight)), (.reservationOffset, .rounding(s.reservationOffset)),
                (.subtitleHeight, .number(s.subtitleHeight)), (.imageY, .number(s.imageY)), (.titleY, .number(s.titleY)),
                (.subtitleY, .number(s.subtitleY)),
            ])
        case .idealSize(let s):
            return step("idealSize", [
                (.contentWidth, .number(s.contentWidth)), (.leading, .number(s.leading)), (.trailing, .number(s.trailing)),
                (.width, .rounding(s.width)), (.contentHeight, .number(s.contentHeight)), (.top, .number(s.top)),
                (.bottom, .number(s.bottom)), (.height, .rounding(s.height)),
            ])
        case .positioning(.unbounded(let bounds)):
            return step("positioning", [(.kind, .string("unbounded")), (.bounds, .size(bounds))])
        case .positioning(.idealSize(let ideal)):
            return step("positioning", [(.kind, .string("idealSize")), (.idealSize, .size(ideal))])
        case .positioning(.shifted(let s)):
            return step("positioning", [
                (.kind, .string("shifted")), (.insetsRect, .rect(s.insetsRect)), (.contentRect, .rect(s.contentRect)),
                (.horizontalAlignment, .string(s.horizontalAlignment.rawValue)),
                (.verticalAlignment, .string(s.verticalAlignment.rawValue)), (.direction, .string(s.direction.rawValue)),
                (.dx, s.horizontal.json), (.dy, s.vertical.json),
            ])
        case .frames(let f):
            return step("frames", [
                (.bounds, .rect(f.bounds)), (.contentRect, .rect(f.contentRect)), (.imageView, .rect(f.imageView)),
                (.imageAlignmentRect, .rect(f.imageAlignmentRect)), (.activityIndicator, .rect(f.activityIndicator)),
                (.titleLabel, .rect(f.titleLabel)), (.subtitleLabel, .rect(f.subtitleLabel)),
            ])
        case .warning(let w):
            return step("warning", [(.message, .string(w.description))])
        case .uncertain(let u):
            return step("uncertain", [
                (.kind, .string(u.rawValue)), (.spec, .string(u.specReference)), (.summary, .string(u.summary)),
            ])
        }
    }
}

extension AxisShift {
    var json: JSONValue {
        func match(_ m: EdgeMatch) -> JSONValue {
            AxisShiftKey.object([
                (.anchor, .string(m.anchor.rawValue)), (.target, .number(m.target)), (.content, .number(m.content)),
                (.offset, .rounding(m.offset)),
            ])
        }
        switch self {
        case .uniform(let m):
            return match(m)
        case .split(let first, let second, let firstPart):
            return AxisShiftKey.object([(.firstPart, .string(firstPart.rawValue)), (.first, match(first)), (.second, match(second))])
        }
    }
}

// §1 (resolve the configuration against the defaults) and §2's measuring of one label.

extension ConfigurationButton {
    func resolve() -> ConfigurationResolution {
        let c = configuration
        let direction = effectiveLayoutDirection
        let rtl = direction == .rightToLeft
        let hasTitle = !(c.title?.text.isEmpty ?? true)
        let hasSubtitle = !(c.subtitle?.text.isEmpty ?? true)
        let hasImage = c.image != nil || c.showsActivityIndicator
        let hasText = hasTitle || hasSubtitle

        // Text-style fonts follow the category (DY5.1); explicit fonts and reservations in points do not, but the reservation goes through UIFontMetrics (DY5.3).
        let titleFont = c.title?.font ?? c.buttonSize.titleTextStyle(role: role).font(in: contentSizeCategory)
        let subtitleFont = c.subtitle?.font ?? c.buttonSize.subtitleTextStyle.font(in: contentSizeCategory)
        let reservation = FontMetricsCurve.scaledValue(c.imageReservation, in: contentSizeCategory, scale: scale)
        let side = c.showsActivityIndicator ? PixelRounding(.round, titleFont.lineHeight, scale: scale) : nil
        let imageSize = side.map { Size(width: $0.result, height: $0.result) } ?? c.image?.size ?? .zero

        let insets: DirectionalEdgeInsets
        let source: ConfigurationResolution.InsetsSource
        let increase: Double
        if let custom = c.contentInsets {
            (insets, source, increase) = (custom, .custom, 0)
        } else {
            var defaults = c.buttonSize.defaultContentInsets
            increase = contentSizeCategory.defaultHorizontalInsetIncrease
            defaults.leading += increase
            defaults.trailing += increase
            (insets, source) = (defaults, .buttonSizeDefault)
        }
        let physical = EdgeInsets(
            top: insets.top, left: rtl ? insets.trailing : insets.leading,
            bottom: insets.bottom, right: rtl ? insets.leading : insets.trailing
        )

        let placement = c.imagePlacement
        let imageOnLeft = (placement == .leading && !rtl) || (placement == .trailing && rtl)
        let alignment: ResolvedTitleAlignment
        if hasTitle && hasSubtitle {
            switch c.titleAlignment {
            case .leading: alignment = .leading
            case .center: alignment = .center
            case .trailing: alignment = .trailing
            case .automatic:
                guard hasImage else { alignment = .none; break }
                switch placement {
                case .leading: alignment = .leading
                case .trailing: alignment = .trailing
                case .top, .bottom: alignment = .center
                }
            }
        } else {
            alignment = .none
        }

        var resolution = ConfigurationResolution(
            style: c.style, buttonSize: c.buttonSize, layoutDirection: direction, contentInsets: insets,
            contentInsetsSource: source, accessibilityInsetIncrease: increase, physicalInsets: physical,
            hasImage: hasImage, hasTitle: hasTitle, hasSubtitle: hasSubtitle,
            showsActivityIndicator: c.showsActivityIndicator, imageSize: imageSize, activityIndicatorSide: side,
            configuredImagePadding: c.imagePadding, imagePadding: hasImage && hasText ? c.imagePadding : 0,
            configuredTitlePadding: c.titlePadding, titlePadding: hasTitle && hasSubtitle ? c.titlePadding : 0,
            imageReservation: reservation, imagePlacement: placement, imageOnLeft: imageOnLeft,
            titleAlignment: c.titleAlignment, resolvedTitleAlignment: alignment, titleFont: titleFont,
            subtitleFont: subtitleFont, titleLineBreakMode: c.titleLineBreakMode,
            subtitleLineBreakMode: c.subtitleLineBreakMode
        )
        resolution.configuredImageReservation = c.imageReservation
        resolution.contentSizeCategory = contentSizeCategory
        return resolution
    }

    /// §2 for one label: M(text, mw, lines), then the cut of a non-wrapping label to `textAvailable`.
    /// Returns (0, 0) for an absent label.
    func measureLabel<T: ConfigurationTracing>(
        _ role: ConfigurationLabelRole, present: Bool, font: ConfigurationFont, mode: LineBreakMode,
        numberOfLines: Int, maxWidth mw: Double, textAvailable: Double, hasW: Bool, input: PassInput,
        measurer: (any LabelMeasuring)?, tracer: inout T, warnings: inout [ConfigurationWarning]
    ) -> (Double, Double) {
        guard present, let label = role == .title ? configuration.title : configuration.subtitle else { return (0, 0) }
        let measured: Size
        let source: LabelMeasurementStep.Source
        if let given = label.size {
            if numberOfLines == 0, given.width > mw, let wrapped = label.wrappedSize {
                (measured, source) = (wrapped, .wrappedSize)
            } else {
                (measured, source) = (given, .given)
                if numberOfLines == 0, given.width > mw, input.collectsWarnings {
                    warnings.append(.wrappedSizeMissing(role, naturalWidth: given.width, maxWidth: mw))
                }
            }
        } else if let measurer {
            // UILabel ceils to the screen's pixels, or to whole points in an old-SDK app (ER1 row 11).
            measured = measurer.size(of: label.text, font: font, maxWidth: mw, numberOfLines: numberOfLines, scale: linkedSDK.labelScale(scale))
            source = .measured
        } else {
            // computeLayout() and explain() without a measurer refuse labels without a size.
            (measured, source) = (.zero, .given)
        }

        var width = measured.width
        var cut: Double?
        if !mode.wraps && hasW && width >= textAvailable {
            width = textAvailable
            cut = textAvailable
        }
        tracer.record(.measured(LabelMeasurementStep(
            label: role, text: label.text, font: font, lineBreakMode: mode, maxWidth: mw,
            numberOfLines: numberOfLines, source: source, measured: measured, cutTo: cut
        )))
        if source == .measured { tracer.record(.uncertain(.textMeasurement)) }

        if input.collectsWarnings {
            if cut != nil, measured.width > textAvailable {
                let line = measurer.map { measurer in
                    shownLine(label, font: font, mode: mode, width: textAvailable, natural: measured.width, measurer: measurer)
                }
                warnings.append(.labelTruncated(role, from: measured.width, to: textAvailable, line: line))
            }
            if numberOfLines == 0, source != .given, let natural = input.natural,
               case let naturalWidth = role == .title ? natural.title.width : natural.subtitle.width, naturalWidth > mw {
                warnings.append(.labelWrapped(role, naturalWidth: naturalWidth, size: Size(width: width, height: measured.height)))
            }
        }
        return (width, measured.height)
    }

    /// The one line a cut label draws, as its line-break mode cuts it, measured with the measurer
    /// that sizes labels; a size given in the scenario scales the measured widths in proportion.
    private func shownLine(
        _ label: ConfigurationLabel, font: ConfigurationFont, mode: LineBreakMode, width: Double, natural: Double,
        measurer: any LabelMeasuring
    ) -> String {
        func measure(_ text: String) -> Double {
            measurer.size(of: text, font: font, maxWidth: .infinity, numberOfLines: 1, scale: scale).width
        }
        let measured = measure(label.text)
        let factor = label.size != nil && measured > 0 ? natural / measured : 1
        return truncatedLine(label.text, mode: mode, toFit: width) { measure($0) * factor }.text
    }
}

import ButtonLayout

/// A write into a subview's content that the run follows until it ends (§10.12).
struct DirectWrite: Hashable, Sendable {
    var property: ContentProperty
    var value: SubviewContentValue
    /// Written on a configuration button (§10.9).
    var onConfigurationButton: Bool
    /// The screen has drawn it.
    var shown = false
    /// Its pitfall was printed while the write was still there (a hidden view).
    var reported = false
    var endedBy: DirectWriteEnd?

    /// Text and attributed text are one label property: either replaces the other.
    func covers(_ other: ContentProperty) -> Bool {
        let texts: Set<ContentProperty> = [.text, .attributedText]
        return property == other || (texts.contains(property) && texts.contains(other))
    }
}

/// Trace-model §10: content written into the subviews, the refresh points that copy the state
/// table back (R-T, R-I), highlight, configuration buttons and the pitfalls they lead to.
extension Simulation {
    // MARK: Actions (§10.10)

    /// `set: {titleLabel.text: …}` and the other direct writes: the getter first, then the value.
    mutating func writeContent(_ write: SubviewContentWrite) throws(TraceStop) {
        if write.property.view == .imageView {
            try readImageView()
        } else {
            try readTitleLabel()
        }
        let changed: Bool
        switch write {
        case .text(let text): changed = setLabelText(text, attributed: false, by: .app)
        case .attributedText(let text): changed = setLabelText(text, attributed: true, by: .app)
        case .textColor(let color): changed = setLabelColor(.textColor, color ?? .labelDefault, by: .app)
        case .shadowColor(let color): changed = setLabelColor(.shadowColor, color, by: .app)
        case .font(let font):
            changed = setLabelFont(font, by: .app)
            if button.configuration == nil { stepPitfalls.append(.fontSupported) }
        case .image(let size):
            // An image is known by its size here, so a changed image is a changed size.
            changed = setImageViewImage(size, by: .app)
            if changed, options.imageChildInvalidation, button.configuration == nil {
                setNeedsLayout(.button, cause: .childIntrinsicSize)
            }
            button.imageView?.hasContent = true
        }
        guard changed else { return }
        wroteContentThisStep = true
        let marksButton = [ContentProperty.text, .attributedText, .font].contains(write.property)
        if marksButton, options.sdk == .modern, button.configuration == nil, button.titleLabel?.detached == false {
            setNeedsLayout(.button, cause: .labelMetricsChanged)
        }
        directWrites.removeAll { $0.covers(write.property) }
        if write.property != .font || button.configuration != nil {
            directWrites.append(DirectWrite(
                property: write.property, value: currentValue(of: write.property),
                onConfigurationButton: button.configuration != nil))
        }
    }

    /// A touch down or up inside: a changed `isHighlighted` marks the button (states.md AS5) and a
    /// configuration button's update (§10.9).
    mutating func setHighlighted(_ highlighted: Bool) {
        guard button.highlighted != highlighted else { return }
        button.highlighted = highlighted
        setNeedsLayout(.button, cause: .highlightChange)
        requestConfigurationUpdate()
    }

    /// `button.configuration = …`: applied at once, then a layout pass (§10.9).
    mutating func setConfiguration() {
        guard let configuration = values.configuration else { return }
        button.configuration = configuration
        configurationRequestedAt = stepReference
        applyConfiguration()
        setNeedsLayout(.button, cause: .propertyChange("setConfiguration:"))
    }

    /// `setNeedsUpdateConfiguration`: nothing visible on a legacy button. On a configuration
    /// button the update waits for the next pass, which this asks for (§10.13 item 4).
    mutating func setNeedsUpdateConfiguration() {
        guard button.configuration != nil else { return }
        requestConfigurationUpdate()
        setNeedsLayout(.button, cause: .propertyChange("setNeedsUpdateConfiguration"))
    }

    mutating func requestConfigurationUpdate() {
        guard button.configuration != nil, !button.configurationUpdatePending else { return }
        button.configurationUpdatePending = true
        configurationRequestedAt = stepReference
    }

    // MARK: Refresh points (§10.1)

    /// R-T `_updateTitleView`: the state's attributed title, else its title with the state's
    /// colours, else the label hidden (its text kept).
    mutating func refreshTitleView(via site: RefreshSite, origin: SetupOrigin) throws(TraceStop) {
        recordContent(.refresh(.updateTitleView, via: site))
        let state = button.currentState
        if let attributed = button.attributedTitles.value(for: state), !attributed.isEmpty {
            try setupTitleView(origin, requestingLayout: false)
            if setLabelText(attributed.text, attributed: true, by: .updateTitleView) { remarkForLabelMetrics() }
            setHidden(.titleLabel, false)
        } else if let title = button.titles.value(for: state), !title.isEmpty {
            try setupTitleView(origin, requestingLayout: false)
            // `![title isEqual:label.text]`: an attributed text with the same string stays as it is.
            if button.label?.text != title.text, setLabelText(title.text, attributed: false, by: .updateTitleView) {
                remarkForLabelMetrics()
            }
            setLabelColor(.textColor, button.titleColor, by: .updateTitleView)
            setLabelColor(.shadowColor, nil, by: .updateTitleView)
            setHidden(.titleLabel, false)
        } else {
            setHidden(.titleLabel, true)
        }
    }

    /// R-I `_updateImageView`: the state's image into the view, else the view hidden (its image kept).
    mutating func refreshImageView() throws(TraceStop) {
        recordContent(.refresh(.updateImageView, via: .layoutSubviews))
        guard let image = button.image else {
            setHidden(.imageView, true)
            return
        }
        try setupImageView(.updateImageView)
        setImageViewImage(image, by: .updateImageView)
        setHidden(.imageView, false)
        if button.imageView?.hasContent == false {
            button.imageView?.hasContent = true
            // The new UIImageView's first image invalidates it, and through it the button (W).
            if options.imageChildInvalidation { setNeedsLayout(.button, cause: .imageViewImageSet) }
        }
    }

    /// §10.8: R-T's own text change inside the pass re-marks the button, when the switch is on.
    private mutating func remarkForLabelMetrics() {
        guard options.labelMetricsRelayout, options.sdk == .modern, button.layoutDepth > 0 else { return }
        setNeedsLayout(.button, cause: .labelMetricsChanged)
    }

    // MARK: Configuration buttons (§10.9)

    /// A configuration button's getter: a plain factory, so a detached view, no refresh, no mark.
    mutating func makeFactoryView(_ view: ViewName) {
        guard button[view] == nil else { return }
        button[view] = SubviewState(frame: .zero, hidden: false, detached: true)
        if view == .titleLabel { button.label = LabelContent(font: defaultLabelFont) }
    }

    /// P8: `_updateTitleLabelWithConfiguration:` and `_updateImageViewWithConfiguration:` — the
    /// configuration's title and image written unconditionally, a view without content removed.
    mutating func applyConfiguration() {
        button.configurationUpdatePending = false
        guard let configured = button.configuration else { return }
        let configuration = configured.configuration
        if let title = configuration.title, !title.text.isEmpty {
            attach(.titleLabel)
            setLabelText(title.text, attributed: true, by: .applyConfiguration)
            let font = title.font ?? configuration.buttonSize.titleTextStyle(role: configured.role).font
            setLabelFont(LabelFont(TitleFont(size: font.size, weight: font.weight)), by: .applyConfiguration)
        } else {
            button.titleLabel?.detached = true
        }
        if let image = configuration.image {
            attach(.imageView)
            setImageViewImage(image.size, by: .applyConfiguration)
        } else {
            button.imageView?.detached = true
        }
    }

    /// A configuration button's `layoutSubviews`: the pending update, then frames only, from the
    /// configuration's layout (no rect messages).
    mutating func configurationLayoutSubviews() throws(TraceStop) {
        if button.configurationUpdatePending { applyConfiguration() }
        guard var configured = button.configuration else { return }
        configured.size = button.frame.size
        configured.sizeToFit = false
        // A title known only by its text is measured as the legacy titles are (R6.1).
        if let measurer, var title = configured.configuration.title, title.size == nil, !title.text.isEmpty {
            let font = title.font ?? configured.configuration.buttonSize.titleTextStyle(role: configured.role).font
            let titleFont = TitleFont(size: font.size, weight: font.weight)
            title.size = Size(
                width: measurer.lineWidth(of: title.text, font: titleFont).rounded(.up),
                height: SystemFontMetrics.lineHeight(ofSize: font.size).rounded(.up))
            configured.configuration.title = title
        }
        guard let result = try? configured.computeLayout() else { return }
        if button.isVisible(.imageView), let frame = result.imageView { try assignFrame(.imageView, frame, by: .layout) }
        if button.isVisible(.titleLabel), let frame = result.titleLabel { try assignFrame(.titleLabel, frame, by: .layout) }
    }

    private mutating func attach(_ view: ViewName) {
        if button[view] == nil {
            let index = button.insertionIndex(of: view)
            button[view] = SubviewState(frame: .zero, hidden: false)
            if view == .titleLabel { button.label = LabelContent(font: defaultLabelFont) }
            record(.create(view, frame: .zero, index: index, via: .applyConfiguration))
        } else {
            button[view]?.detached = false
        }
    }

    // MARK: Setters that trace

    var defaultLabelFont: LabelFont { LabelFont(values.engineTemplate.titleFont) }

    /// `label.text` / `label.attributedText`; true when it changed.
    @discardableResult
    mutating func setLabelText(_ text: String?, attributed: Bool, by setter: ContentSetter) -> Bool {
        guard var label = button.label, label.text != text || label.isAttributed != attributed else { return false }
        let old = label.text
        label.text = text
        label.isAttributed = attributed
        button.label = label
        contentChanged(attributed ? .attributedText : .text, old: old.map(SubviewContentValue.text) ?? .none,
            new: text.map(SubviewContentValue.text) ?? .none, by: setter)
        return true
    }

    @discardableResult
    mutating func setLabelColor(_ property: ContentProperty, _ color: TraceColor?, by setter: ContentSetter) -> Bool {
        guard var label = button.label else { return false }
        let old = property == .textColor ? label.textColor : label.shadowColor
        guard old != color else { return false }
        if property == .textColor { label.textColor = color ?? .labelDefault } else { label.shadowColor = color }
        button.label = label
        contentChanged(property, old: old.map(SubviewContentValue.color) ?? .none,
            new: color.map(SubviewContentValue.color) ?? .none, by: setter)
        return true
    }

    @discardableResult
    mutating func setLabelFont(_ font: LabelFont, by setter: ContentSetter) -> Bool {
        guard var label = button.label, label.font != font else { return false }
        let old = label.font
        label.font = font
        button.label = label
        contentChanged(.font, old: .font(old), new: .font(font), by: setter)
        return true
    }

    @discardableResult
    mutating func setImageViewImage(_ image: Size?, by setter: ContentSetter) -> Bool {
        guard button.imageView != nil, button.imageViewImage != image else { return false }
        let old = button.imageViewImage
        button.imageViewImage = image
        contentChanged(.image, old: old.map(SubviewContentValue.image) ?? .none,
            new: image.map(SubviewContentValue.image) ?? .none, by: setter)
        return true
    }

    /// Records the change and ends the app's write it overwrote.
    private mutating func contentChanged(
        _ property: ContentProperty, old: SubviewContentValue, new: SubviewContentValue, by setter: ContentSetter
    ) {
        recordContent(.content(property, old: old, new: new, by: setter))
        guard setter != .app, let index = directWrites.firstIndex(where: { $0.covers(property) && $0.endedBy == nil })
        else { return }
        let end: DirectWriteEnd = switch setter {
        case .applyConfiguration: .configurationUpdate(requestedBy: configurationRequestedAt ?? stepReference)
        case _ where button.layoutDepth > 0: .layoutPass(scheduledBy: passCause ?? stepReference)
        default: .titleLabelRead(stepReference)
        }
        directWrites[index].endedBy = end
    }

    /// Content events only in traces that follow content, so other traces print as before.
    mutating func recordContent(_ event: TraceEvent) {
        if tracesContent { record(event) }
    }

    func currentValue(of property: ContentProperty) -> SubviewContentValue {
        let label = button.label
        let value: SubviewContentValue? = switch property {
        case .text, .attributedText: label?.text.map(SubviewContentValue.text)
        case .textColor: label.map { .color($0.textColor) }
        case .shadowColor: label?.shadowColor.map(SubviewContentValue.color)
        case .font: label.map { .font($0.font) }
        case .image: button.imageViewImage.map(SubviewContentValue.image)
        }
        return value ?? .none
    }
}

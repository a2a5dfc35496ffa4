import ButtonLabTestSupport
import ButtonLayout
import Foundation
import Testing

@testable import ButtonScenario

/// `button:` with `layout: configuration` and the given lines (indented by the caller).
private func configurationButton(_ body: String) -> String {
    "button:\n  layout: configuration\n" + body
}

@Suite("Configuration scenarios: valid")
struct ConfigurationScenarioTests {
    @Test("every configuration key, read into ConfigurationButton")
    func everyKey() throws {
        let result = try scenario(
            configurationButton(
                """
                  frame: [5, 6, 160, 44]
                  scale: 3
                  layoutDirection: rightToLeft
                  semanticContentAttribute: forceLeftToRight
                  contentHorizontalAlignment: leading
                  contentVerticalAlignment: top
                  role: primary
                  contentSizeCategory: accessibilityLarge
                  configuration:
                    style: borderedTinted
                    buttonSize: large
                    contentInsets: {top: 3, trailing: 8.5}
                    imagePlacement: bottom
                    imagePadding: -2
                    titlePadding: 4
                    imageReservation: 30
                    titleAlignment: trailing
                    titleLineBreakMode: byTruncatingMiddle
                    subtitleLineBreakMode: byCharWrapping
                    showsActivityIndicator: true
                    title: {text: "Configure", size: [75, 20.33333], wrappedSize: [40, 40.66667], font: {weight: bold}}
                    subtitle: {text: "Sub", size: [23.66667, 15.66667], font: {size: 11}}
                    image: {size: [28, 20.33333], alignmentInsets: {top: 3.66667, bottom: 2.66667}}
                """))
        let button = try #require(result.configuration)
        #expect(result.frameOrigin == Point(x: 5, y: 6))
        let expected = ButtonConfiguration(
            style: .borderedTinted, buttonSize: .large,
            contentInsets: DirectionalEdgeInsets(top: 3, leading: 0, bottom: 0, trailing: 8.5),
            imagePlacement: .bottom, imagePadding: -2, titlePadding: 4, imageReservation: 30, titleAlignment: .trailing,
            titleLineBreakMode: .byTruncatingMiddle, subtitleLineBreakMode: .byCharWrapping, showsActivityIndicator: true,
            // Printed thirds back on the 3x grid; the font completed from the text style (ShortEmphasizedBody for .primary).
            title: ConfigurationLabel(
                text: "Configure", font: ConfigurationFont(size: 17, weight: .bold), size: Size(width: 75, height: 61.0 / 3),
                wrappedSize: Size(width: 40, height: 122.0 / 3)),
            subtitle: ConfigurationLabel(
                text: "Sub", font: ConfigurationFont(size: 11, weight: .regular), size: Size(width: 71.0 / 3, height: 47.0 / 3)),
            image: ConfigurationImage(
                size: Size(width: 28, height: 61.0 / 3), alignmentInsets: EdgeInsets(top: 11.0 / 3, left: 0, bottom: 8.0 / 3, right: 0)))
        #expect(
            button
                == ConfigurationButton(
                    size: Size(width: 160, height: 44), scale: .x3, layoutDirection: .rightToLeft,
                    semanticContentAttribute: .forceLeftToRight, contentHorizontalAlignment: .leading,
                    contentVerticalAlignment: .top, role: .primary, contentSizeCategory: .accessibilityLarge,
                    configuration: expected))
        #expect(result.model == .configuration(button))
        // The image to draw is a placeholder of the alignment size.
        #expect(result.image == ImageContent(file: nil, size: Size(width: 28, height: 20.33333)))
        #expect(result.title == nil)
    }

    @Test("defaults: .plain(), medium, no labels; paddings and insets are kept as written, never snapped")
    func defaultsAndTypedNumbers() throws {
        let empty = try scenario(configurationButton("  sizeToFit: true\n"))
        #expect(empty.configuration == ConfigurationButton(sizeToFit: true, configuration: ButtonConfiguration()))
        let typed = try scenario(configurationButton(
            "  size: [100, 40]\n  scale: 3\n  configuration: {contentInsets: [7.33333, 1, 2, 3], imagePadding: 6.33333}\n"))
        #expect(typed.configuration?.configuration.contentInsets == DirectionalEdgeInsets(top: 7.33333, leading: 1, bottom: 2, trailing: 3))
        #expect(typed.configuration?.configuration.imagePadding == 6.33333)
    }

    @Test("a label without a size is left to the layout's measurer when the loader has fonts")
    func measuredLabel() throws {
        let result = try scenario(
            configurationButton("  sizeToFit: true\n  configuration:\n    title: {text: Configure}\n"), measurer: FixedMeasurer(size: Size(width: 10, height: 1.2)))
        #expect(result.configuration?.configuration.title == ConfigurationLabel(text: "Configure"))
    }

    @Test("an image file gives the drawn picture and, without a size, the alignment size")
    func imageFile() throws {
        let directory = makeScratch("scenario")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(pngHeader(width: 84, height: 60)).write(to: URL(fileURLWithPath: directory + "/star@3x.png"))
        let result = try scenario(
            configurationButton("  sizeToFit: true\n  configuration:\n    image: {file: star@3x.png}\n"),
            path: directory + "/s.yaml")
        #expect(result.configuration?.configuration.image == ConfigurationImage(size: Size(width: 28, height: 20)))
        #expect(result.image == ImageContent(file: directory + "/star@3x.png", size: Size(width: 28, height: 20)))
    }
}

@Suite("Configuration scenarios: errors")
struct ConfigurationValidationTests {
    @Test("legacy keys say what to use instead")
    func legacyKeys() {
        #expect(
            errors(
                configurationButton(
                    """
                      size: [100, 40]
                      contentEdgeInsets: [1, 2, 3, 4]
                      imageEdgeInsets: {left: 5}
                      titleEdgeInsets: {left: 5}
                      buttonType: system
                      imageRect: [0, 0, 1, 1]
                      titleRect: [0, 0, 1, 1]
                    """)) == [
                "4:3: error: button.contentEdgeInsets: contentEdgeInsets is ignored once a button has a configuration; use configuration.contentInsets {top, leading, bottom, trailing}",
                "5:3: error: button.imageEdgeInsets: imageEdgeInsets is ignored once a button has a configuration; place the image with configuration.imagePlacement and imagePadding",
                "6:3: error: button.titleEdgeInsets: titleEdgeInsets is ignored once a button has a configuration; space the title with configuration.imagePadding and imagePlacement, and from the subtitle with titlePadding",
                "7:3: error: button.buttonType: buttonType does not set a configuration button's fonts: they come from configuration.buttonSize (and role); remove it",
                "8:3: error: button.imageRect: imageRect is ignored with a configuration: UIKit does not call imageRect(forContentRect:) for a configuration button; remove it",
                "9:3: error: button.titleRect: titleRect is ignored with a configuration: UIKit does not call titleRect(forContentRect:) for a configuration button; remove it",
            ])
    }

    @Test("the legacy title and image move into the configuration; legacy-only switches are removed")
    func legacyContent() {
        #expect(
            errors(
                configurationButton(
                    """
                      sizeToFit: true
                      title: {text: Go, size: [22, 20]}
                      image: {size: [20, 20]}
                      titleSizeRounding: pixels
                      intrinsicSizeQueried: true
                      backgroundImage: {size: [10, 10]}
                      autoSize: true
                    """)) == [
                "4:3: error: button.title: a configuration button's title belongs to its configuration: move it into configuration.title {text, size?, font?}",
                "5:3: error: button.image: a configuration button's image belongs to its configuration: move it into configuration.image {size, alignmentInsets?, file?}",
                "6:3: error: button.titleSizeRounding: titleSizeRounding only applies to the legacy layout (configuration labels keep UILabel's pixel-ceiled sizes); remove it",
                "7:3: error: button.intrinsicSizeQueried: intrinsicSizeQueried only applies to the legacy layout (a configuration has no 6-pt title padding to turn on); remove it",
                "8:3: error: button.backgroundImage: backgroundImage only applies to the legacy layout (a configuration's background comes from its style); remove it",
                "9:3: error: button.autoSize: autoSize only applies to layout: fixedRects; it has no meaning for layout: configuration",
            ])
    }

    @Test("configuration keys need layout: configuration")
    func configurationKeysWithoutLayout() {
        #expect(
            buttonErrors("  size: [1, 1]\n  configuration: {style: filled}\n  role: primary\n") == [
                "3:3: error: button.configuration: configuration only applies to layout: configuration; add `layout: configuration`",
                "4:3: error: button.role: role only applies to layout: configuration; add `layout: configuration`",
            ])
        // contentSizeCategory applies to legacy buttons too (dynamic-type.md DY6).
        #expect(throws: Never.self) { try scenario("button:\n  size: [1, 1]\n  layout: system\n  contentSizeCategory: accessibilityMedium\n") }
    }

    @Test("values are checked and positioned like every other block's, with suggestions")
    func values() {
        #expect(
            errors(
                configurationButton(
                    """
                      size: [100, 40]
                      configuration:
                        style: filed
                        buttonSize: huge
                        contentInsets: {top: 1, left: 2}
                        imagePlacement: above
                        imagePadding: "6"
                        imageReservation: -1
                        titleLineBreakMode: wordWrap
                        showsActivityIndicator: yes
                        titel: {text: Go}
                    """)) == [
                "5:12: error: button.configuration.style: unknown value 'filed' (did you mean filled?); expected one of: plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent, glass",
                "6:17: error: button.configuration.buttonSize: unknown value 'huge'; expected one of: mini, small, medium, large",
                "7:29: error: button.configuration.contentInsets.left: unknown key `left`; expected one of: top, leading, bottom, trailing",
                "8:21: error: button.configuration.imagePlacement: unknown value 'above'; expected one of: leading, trailing, top, bottom",
                "9:19: error: button.configuration.imagePadding: expected a number, found the string '6' (remove the quotes)",
                "10:23: error: button.configuration.imageReservation: imageReservation must not be negative, found -1",
                "11:25: error: button.configuration.titleLineBreakMode: unknown value 'wordWrap'; expected one of: byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle",
                "12:29: error: button.configuration.showsActivityIndicator: expected true or false, found the string 'yes'",
                "13:5: error: button.configuration.titel: unknown key `titel` (did you mean title?)",
            ])
    }

    @Test("labels: text required, wrappedSize needs size, font keys checked")
    func labels() {
        #expect(
            errors(
                configurationButton(
                    """
                      size: [100, 40]
                      configuration:
                        title: {size: [10, 20]}
                        subtitle: {text: Sub, wrappedSize: [10, 40], font: {size: 0}}
                    """)) == [
                "5:12: error: button.configuration.title.text: missing key `text`: give the label's text",
                "6:40: error: button.configuration.subtitle.wrappedSize: wrappedSize is the label's size once wrapped and needs its single-line size too: add size: [width, height], or leave both out to have the text measured",
                "6:63: error: button.configuration.subtitle.font.size: a font size must be greater than 0, found 0",
            ])
    }

    @Test("an image needs a size or a file; a label without size needs the renderer's fonts")
    func imageAndMeasuring() {
        #expect(
            errors(
                configurationButton(
                    """
                      size: [100, 40]
                      configuration:
                        image: {alignmentInsets: {top: 1}}
                        title: {text: Configure}
                    """)) == [
                "5:12: error: button.configuration.image.size: missing size: give the image's size: [width, height] and/or its file: PATH",
                "6:12: error: button.configuration.title.size: missing size: give the label's measured size as size: [width, height], or install the fonts that measure it: no fonts were given to measure it with",
            ])
        #expect(
            errors(configurationButton("  size: [100, 40]\n  configuration:\n    image: {}\n")) == [
                "5:12: error: button.configuration.image: give the image's size: [width, height] and/or its file: PATH"
            ])
    }
}


import ButtonLabKit
import ButtonLayout
import ButtonScenario
import Testing

/// A value as configuration-model.md prints it, five decimals: UIKit's thirds are compared to the
/// spec's printed precision, whole and half values exactly.
private func pts(_ rect: Rect?) -> String? {
    rect.map { "(\(formatPoints($0.x)), \(formatPoints($0.y)), \(formatPoints($0.width)), \(formatPoints($0.height)))" }
}

extension LaidOutScenario {
    /// The configuration result of a fixture the test knows is a configuration button.
    var configurationResult: ConfigurationLayoutResult {
        guard let result = layout.configuration else { preconditionFailure("\(scenario.name) is not a configuration scenario") }
        return result
    }
}

@Suite("Fixtures/configuration: every frame, exactly")
struct ConfigurationFixtureTests {
    /// (file, bounds, imageView, activityIndicator, titleLabel, subtitleLabel). §9's worked examples
    /// are UIKit 26.1's measured frames; 12 and 13 are the spec's RTL predictions; 14–18 measure their
    /// labels with the project's fonts.
    @Test("every fixture's frames", arguments: [
        ("configuration/01-configure-fit.yaml", "99 × 34.33333", nil, nil, "(12, 7, 75, 20.33333)", nil),
        ("configuration/02-configure-160x44.yaml", "160 × 44", nil, nil, "(42.33333, 11.66667, 75, 20.33333)", nil),
        ("configuration/03-star-go-leading.yaml", "80 × 34.33333", "(12, 3.33333, 28, 26.66667)", nil, "(46, 7, 22, 20.33333)", nil),
        ("configuration/04-star-go-top.yaml", "52 × 74.66667", "(12, 3.33333, 28, 26.66667)", nil, "(15, 47.33333, 22, 20.33333)", nil),
        ("configuration/05-star-go-trailing.yaml", "82 × 34.33333", "(42, 3.33333, 28, 26.66667)", nil, "(12, 7, 22, 20.33333)", nil),
        ("configuration/06-star-go-bottom.yaml", "52 × 62.66667", "(12, 31.66667, 28, 26.66667)", nil, "(15, 7, 22, 20.33333)", nil),
        ("configuration/07-subtitle-automatic.yaml", "260 × 60", nil, nil, "(92.33333, 11.33333, 75, 20.33333)", "(92.33333, 32.66667, 23.66667, 15.66667)"),
        ("configuration/08-subtitle-center.yaml", "260 × 60", nil, nil, "(92.33333, 11.33333, 75, 20.33333)", "(118, 32.66667, 23.66667, 15.66667)"),
        ("configuration/09-subtitle-trailing.yaml", "260 × 60", nil, nil, "(92.33333, 11.33333, 75, 20.33333)", "(143.66667, 32.66667, 23.66667, 15.66667)"),
        ("configuration/10-long-title-wrapping.yaml", "140 × 80", nil, nil, "(18.33333, 9.66667, 102.66667, 60.33333)", nil),
        ("configuration/11-long-title-truncating.yaml", "140 × 80", nil, nil, "(12, 29.66667, 116, 20.33333)", nil),
        ("configuration/12-rtl-configure-160x44.yaml", "160 × 44", nil, nil, "(42.66667, 11.66667, 75, 20.33333)", nil),
        ("configuration/13-rtl-star-go-leading.yaml", "80 × 34.33333", "(40, 3.33333, 28, 26.66667)", nil, "(12, 7, 22, 20.33333)", nil),
        ("configuration/14-rtl-arabic-subtitle.yaml", "220 × 64", "(152.66667, 18, 28, 26.66667)", nil, "(39.66667, 13.33333, 105, 20.33333)", "(76.66667, 34.66667, 67.66667, 15.66667)"),
        ("configuration/15-button-size-mini.yaml", "65.66667 × 28", nil, nil, "(10, 5, 45.66667, 18)", nil),
        ("configuration/16-button-size-small.yaml", "65.66667 × 28", nil, nil, "(10, 5, 45.66667, 18)", nil),
        ("configuration/17-button-size-medium.yaml", "74.66667 × 34.33333", nil, nil, "(12, 7, 50.66667, 20.33333)", nil),
        ("configuration/18-button-size-large.yaml", "90.66667 × 50.33333", nil, nil, "(20, 15, 50.66667, 20.33333)", nil),
        ("configuration/19-activity-indicator.yaml", "127.33333 × 34.33333", nil, "(12, 7, 20.33333, 20.33333)", "(40.33333, 7, 75, 20.33333)", nil),
        ("configuration/20-custom-content-insets.yaml", "107 × 37.33333", nil, nil, "(16, 8.5, 75, 20.33333)", nil),
        ("configuration/21-image-reservation.yaml", "139 × 34.33333", nil, nil, "(52, 7, 75, 20.33333)", nil),
    ] as [(String, String, String?, String?, String?, String?)])
    func frames(_ path: String, bounds: String, image: String?, indicator: String?, title: String?, subtitle: String?) throws {
        let result = try fixture(path).configurationResult
        #expect("\(formatPoints(result.bounds.width)) × \(formatPoints(result.bounds.height))" == bounds)
        #expect(pts(result.imageView) == image)
        #expect(pts(result.activityIndicator) == indicator)
        #expect(pts(result.titleLabel) == title)
        #expect(pts(result.subtitleLabel) == subtitle)
    }

    @Test("§9's IEEE arithmetic, bit for bit: the wrapped title's x is floor(19.999999999999993) / 3 + 12")
    func ieeeOffset() throws {
        let result = try fixture("configuration/10-long-title-wrapping.yaml").configurationResult
        #expect(result.offsets?.text.x == 19.0 / 3)
        #expect(result.titleLabel?.x == 12 + 19.0 / 3)
        #expect(result.warnings.map(\.description) == [
            "title wraps: 260.33333 pt of text re-flowed to 102.66667 × 60.33333 (configuration titles wrap by default; a truncating line-break mode keeps one line)"
        ])
    }

    @Test("the buttonSizes: default insets and text styles; mini is small on iPhone")
    func buttonSizes() throws {
        let mini = try fixture("configuration/15-button-size-mini.yaml").configurationResult
        let small = try fixture("configuration/16-button-size-small.yaml").configurationResult
        let medium = try fixture("configuration/17-button-size-medium.yaml").configurationResult
        let large = try fixture("configuration/18-button-size-large.yaml").configurationResult
        #expect(mini.bounds == small.bounds && mini.titleLabel == small.titleLabel)
        #expect(small.resolution.contentInsets == DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        #expect(medium.resolution.contentInsets == DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(large.resolution.contentInsets == DirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20))
        #expect(small.resolution.titleFont.size == 15 && medium.resolution.titleFont.size == 17 && large.resolution.titleFont.size == 17)
        // The same measured label, 16 pt more insets each way.
        #expect(large.titleLabel?.size == medium.titleLabel?.size)
        #expect(large.bounds.width == medium.bounds.width + 16)
        #expect(large.bounds.height == medium.bounds.height + 16)
    }

    @Test("the style is drawn, not laid out: every fixture's style reaches the result")
    func styles() throws {
        #expect(try fixture("configuration/01-configure-fit.yaml").configurationResult.resolution.style == .filled)
        #expect(try fixture("configuration/08-subtitle-center.yaml").configurationResult.resolution.style == .glass)
        #expect(try fixture("configuration/10-long-title-wrapping.yaml").configurationResult.resolution.style == .borderedProminent)
    }
}

import ButtonLabKit
import ButtonLabTestSupport
import ButtonScenario
import ButtonSwiftInput
import Foundation
import Testing

/// `migrate FILE.swift --fix [--write]` (docs/swift-source.md, "Migrating in place"): exact diffs, the
/// reasons a button is left as it is, the in-place write, and the refusal of an edit that would not parse.
@Suite struct SwiftMigrationCommandTests {
    static let settings = """
    import UIKit

    final class SettingsViewController: UIViewController {
        @IBOutlet private var saveButton: UIButton!
        private let cancelButton = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            saveButton.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            saveButton.setTitle("Save", for: .normal)
            saveButton.titleLabel?.font = .boldSystemFont(ofSize: 17) // matches the nav bar
            saveButton.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            saveButton.contentHorizontalAlignment = .left
            view.addSubview(saveButton)
            cancelButton.setTitle("Cancel", for: .normal)
            cancelButton.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        }
    }

    """

    @Test("the teaching fixture: a lazy closure, a .then {} block, an L10n title, and an initializer from another file left as it is")
    func teachingFixtureDiff() throws {
        let run = try buttonlab("migrate", "Migration.swift", "--fix", in: fixturesDirectory + "/swift")
        #expect(run.status == 1)
        #expect(run.output == """
            --- a/Migration.swift
            +++ b/Migration.swift
            @@ -12,21 +12,41 @@
                 lazy var shareButton: UIButton = {
                     let button = UIButton(type: .system)
                     button.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
            -        button.setTitle("Share", for: .normal)
            -        button.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
            -        button.setImage(UIImage(named: "share"), for: .normal)
                     // Half the gap each side: the classic 8-pt spacing recipe.
            -        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -Metrics.gap / 2, bottom: 0, right: Metrics.gap / 2)
            -        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: Metrics.gap / 2, bottom: 0, right: -Metrics.gap / 2)
            +        // iOS 15 and later
            +        var buttonConfiguration = UIButton.Configuration.plain()
            +        buttonConfiguration.title = "Share"
            +        buttonConfiguration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { attributes in
            +            var attributes = attributes
            +            attributes.font = .systemFont(ofSize: 15, weight: .semibold)
            +            return attributes
            +        }
            +        buttonConfiguration.image = UIImage(named: "share")
            +        buttonConfiguration.imagePlacement = .leading
            +        buttonConfiguration.imagePadding = 8
            +        buttonConfiguration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            +        buttonConfiguration.titleAlignment = .automatic
            +        button.configuration = buttonConfiguration
                     button.accessibilityIdentifier = "share"
                     return button
                 }()
             
                 // Set up in place with `.then {}`: the statements name the button `$0`.
                 let followButton = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 40)).then {
            -        $0.setTitle("Follow", for: .normal)
            -        $0.contentHorizontalAlignment = .left
            -        $0.contentEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
            +        // iOS 15 and later
            +        var configuration = UIButton.Configuration.plain()
            +        configuration.title = "Follow"
            +        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { attributes in
            +            var attributes = attributes
            +            attributes.font = UIFont.systemFont(ofSize: 18, weight: .regular)
            +            return attributes
            +        }
            +        configuration.imagePlacement = .leading
            +        configuration.imagePadding = 0
            +        configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 0)
            +        configuration.titleAlignment = .automatic
            +        $0.configuration = configuration
            +        $0.contentHorizontalAlignment = .leading
                 }
             
                 // The title comes from a generated string table: moved as it is, checked over short, typical and long titles.
            @@ -38,8 +58,19 @@
                 override init(frame: CGRect) {
                     super.init(frame: frame)
                     inviteButton.frame = CGRect(x: 0, y: 0, width: 280, height: 44)
            -        inviteButton.setTitle(L10n.Profile.invite, for: .normal)
            -        inviteButton.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            +        // iOS 15 and later
            +        var inviteButtonConfiguration = UIButton.Configuration.plain()
            +        inviteButtonConfiguration.title = L10n.Profile.invite
            +        inviteButtonConfiguration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { attributes in
            +            var attributes = attributes
            +            attributes.font = UIFont.systemFont(ofSize: 15, weight: .regular)
            +            return attributes
            +        }
            +        inviteButtonConfiguration.imagePlacement = .leading
            +        inviteButtonConfiguration.imagePadding = 0
            +        inviteButtonConfiguration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            +        inviteButtonConfiguration.titleAlignment = .automatic
            +        inviteButton.configuration = inviteButtonConfiguration
                     moreButton.setTitle("More", for: .normal)
                     moreButton.contentEdgeInsets = UIEdgeInsets(equalInset: 10)
                 }

            """)
        #expect(run.errors == """
            Migration.swift:12: note [migrated]: shareButton migrated (lines 15, 16, 17, 19, 20): image `UIImage(named: "share")` carried as written; no visible difference for images of 16 × 16, 24 × 24, 32 × 32 pt
            Migration.swift:26: note [migrated]: followButton migrated (lines 27, 28, 29): no visible difference
            Migration.swift:33: note [migrated]: inviteButton migrated (lines 41, 42): title `L10n.Profile.invite` carried as written; no visible difference for titles of 2, 5, 26 characters (short, typical, long)
            Migration.swift:44: warning [not-migrated]: moreButton left as it is: contentEdgeInsets is unresolved (`UIEdgeInsets(equalInset:)` is not defined in this file); a configuration needs it converted, not moved

            """)
    }

    @Test("viewDidLoad setup: a trailing comment kept, the alignment carried as a property; an Auto Layout button whose size would change stays")
    func viewDidLoadDiff() throws {
        let directory = makeScratch("swift-migrate")
        defer { removeScratch(directory) }
        try Self.settings.write(toFile: directory + "/SettingsViewController.swift", atomically: true, encoding: .utf8)
        let run = try buttonlab("migrate", "SettingsViewController.swift", "--fix", in: directory)
        #expect(run.status == 1)
        #expect(run.output == """
            --- a/SettingsViewController.swift
            +++ b/SettingsViewController.swift
            @@ -7,10 +7,21 @@
                 override func viewDidLoad() {
                     super.viewDidLoad()
                     saveButton.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            -        saveButton.setTitle("Save", for: .normal)
            -        saveButton.titleLabel?.font = .boldSystemFont(ofSize: 17) // matches the nav bar
            -        saveButton.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            -        saveButton.contentHorizontalAlignment = .left
            +        // matches the nav bar
            +        // iOS 15 and later
            +        var saveButtonConfiguration = UIButton.Configuration.plain()
            +        saveButtonConfiguration.title = "Save"
            +        saveButtonConfiguration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { attributes in
            +            var attributes = attributes
            +            attributes.font = .boldSystemFont(ofSize: 17)
            +            return attributes
            +        }
            +        saveButtonConfiguration.imagePlacement = .leading
            +        saveButtonConfiguration.imagePadding = 0
            +        saveButtonConfiguration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            +        saveButtonConfiguration.titleAlignment = .automatic
            +        saveButton.configuration = saveButtonConfiguration
            +        saveButton.contentHorizontalAlignment = .leading
                     view.addSubview(saveButton)
                     cancelButton.setTitle("Cancel", for: .normal)
                     cancelButton.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)

            """)
        #expect(run.errors == """
            SettingsViewController.swift:4: note [migrated]: saveButton migrated (lines 10, 11, 12, 13): no visible difference
            SettingsViewController.swift:5: warning [not-migrated]: cancelButton left as it is: re-reading the edited file shows a difference: its size 72 × 30 becomes 71.5 × 30

            """)
    }

    @Test("--write replaces the file atomically (no temporary file left); reading it back, the migrated buttons lay out as before")
    func writeInPlaceReadsBackTheSame() throws {
        let directory = makeScratch("swift-migrate-write")
        defer { removeScratch(directory) }
        let path = directory + "/SettingsViewController.swift"
        try Self.settings.write(toFile: path, atomically: true, encoding: .utf8)
        let before = try buttonlab("layout", "SettingsViewController.swift", "--format", "text", in: directory)
        let diff = try buttonlab("migrate", "SettingsViewController.swift", "--fix", in: directory)
        let run = try buttonlab("migrate", "SettingsViewController.swift", "--fix", "--write", in: directory)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errors == diff.errors)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["SettingsViewController.swift"])
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("        saveButton.configuration = saveButtonConfiguration\n        saveButton.contentHorizontalAlignment = .leading\n"))
        let after = try buttonlab("layout", "SettingsViewController.swift", "--format", "text", in: directory)
        // The text starts where it did; the box is whole points before (R5) and whole pixels after.
        #expect(frames(before.output, "settingsviewcontroller-save-button") == ["titleLabel   20  14.5     40      21"])
        #expect(frames(after.output, "settingsviewcontroller-save-button") == ["titleLabel         20  14.5   39.5    20.5"])
        // Nothing is left to migrate but the button that stays.
        let again = try buttonlab("migrate", "SettingsViewController.swift", "--fix", in: directory)
        #expect(again.output == "")
        #expect(again.errors.hasPrefix("SettingsViewController.swift:4: note [not-migrated]: saveButton left as it is: it already uses a configuration\n"))
    }

    @Test("an edit that would not parse is refused: an error at the broken place, nothing written")
    func unparsableEditIsRefused() throws {
        let directory = makeScratch("swift-migrate-refused")
        defer { removeScratch(directory) }
        let path = directory + "/SettingsViewController.swift"
        try Self.settings.write(toFile: path, atomically: true, encoding: .utf8)
        let result = migrateSwiftFile(path: path, loader: makeScenarioLoader()) { _, site in ["\(site.receiver).configuration = ("] }
        guard case .failure(let failure) = result else {
            Issue.record("the broken edit was accepted")
            return
        }
        #expect(failure.diagnostics.map(\.message) == ["refused: the edited file would not parse (the Swift file does not parse: expected `)` here); nothing written"])
        #expect(failure.diagnostics.map(\.line) == [12])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.settings)
    }

    @Test("--write without --fix is a usage error")
    func writeNeedsFix() throws {
        let run = try buttonlab("migrate", "Migration.swift", "--write", in: fixturesDirectory + "/swift")
        #expect(run.status == 64)
        #expect(run.errors.contains("--write edits Swift files in place and needs --fix"))
    }

    /// The subview rows of one scenario in `layout --format text`.
    private func frames(_ output: String, _ scenario: String) -> [String] {
        let block = output.components(separatedBy: "\n\n").first { $0.hasPrefix(scenario + " ") } ?? ""
        return block.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  imageView ") || $0.hasPrefix("  titleLabel ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasSuffix("—") }
    }
}

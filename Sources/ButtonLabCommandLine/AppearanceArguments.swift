import ArgumentParser
import ButtonLabKit
import ButtonRender
import ButtonScenario

/// `render --theme`: a scenario theme, or `auto`, which only an SVG can follow.
package enum RenderTheme: String, CaseIterable, ExpressibleByArgument {
    case light, dark, transparent, auto

    package var appearance: FigureAppearance {
        switch self {
        case .auto: .colorScheme
        case .light: .theme(.light)
        case .dark: .theme(.dark)
        case .transparent: .theme(.transparent)
        }
    }
}

/// How `render`'s `--docc` and `--theme` colour the figures, or why they cannot go together with
/// the other options.
package func figureAppearance(
    docc: Bool, theme: RenderTheme?, formats: Set<FigureFormat>, scene: Bool
) throws -> FigureAppearance {
    if docc {
        if theme != nil {
            throw ValidationError("--docc writes both themes (NAME@2x.png light, NAME~dark@2x.png dark); leave out --theme")
        }
        if formats != [.png] {
            throw ValidationError(
                "--docc writes PNGs (NAME@2x.png, NAME~dark@2x.png); leave out --format, or for one SVG that follows "
                    + "the reader's colour scheme use --format svg --theme auto without --docc")
        }
        if scene { throw ValidationError("--docc draws single buttons; --scene figures have one theme") }
        return .docc
    }
    if theme == .auto {
        if formats != [.svg] {
            throw ValidationError(
                "--theme auto follows the reader's colour scheme, which only an SVG can; give --format svg "
                    + "(or --docc for DocC's light and dark PNGs)")
        }
        if scene { throw ValidationError("--theme auto draws single buttons; --scene figures have one theme") }
    }
    return theme?.appearance ?? .theme(nil)
}

import ButtonLabKit
import ButtonLayout
import ButtonScenario
import Foundation

/// `sweep`'s speed (docs/sweep.md): a 12 categories × 10 titles × 3 widths × 2 directions grid
/// (720 conditions) of a body-style title that follows Dynamic Type, swept from a fresh measurer
/// cache each run, on one core, against the 20 000 conditions per second target.
func measureSweep(fixtures: String) throws {
    let loader = makeScenarioLoader()
    let scenario = try loader.load(path: fixtures + "/conditions/german-settings.yaml")
    let titles = [
        "Settings", "Einstellungen", "Réglages", "Impostazioni", "Configuración", "Ustawienia", "Настройки", "Inställningar",
        "Asetukset", "Definições",
    ]
    let axes = SweepAxes(
        categories: ContentSizeCategory.allCases, titles: titles, widths: [200, 160, 320], directions: [.leftToRight, .rightToLeft])
    var broken = 0
    // One warm-up run loads the fonts, which `sweep` pays once per process, not per grid.
    _ = try Sweep.run(scenario.model, axes: axes, titleMeasurer: loader.titleMeasurer)
    let time = try medianMilliseconds(21) {
        let result = try Sweep.run(scenario.model, axes: axes, titleMeasurer: loader.titleMeasurer)
        broken = result.records.filter { !$0.breakages.isEmpty }.count
    }
    let rate = Double(axes.count) / (time / 1000)
    print("")
    print("sweep: \(axes.count) conditions (12 categories × 10 titles × 3 widths × 2 directions, \(broken) break), median of 21: \(ms(time)) ms")
    print("  \(format(rate, digits: 0)) conditions per second on one core = \(ratio(rate / 20_000)) the 20 000 target (\(verdict(rate >= 20_000)))")
}

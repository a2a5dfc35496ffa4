import ButtonLabKit
import ButtonRender
import Foundation

/// The one-pass PNG encoder against libpng's writer at the same settings (`PNGOptions.diagram`:
/// zlib level 3, the Up filter on every row, the default strategy), in this process, on the rasters
/// of the single figure and of the largest fixture. Runs alternate between the two; each prints its
/// median and quartiles (the noise), and the bytes must be the same (docs/performance.md).
func measurePNGEncoders(figures: [BenchFigure], single: BenchFigure, renderer: FigureRenderer, runs: Int) throws {
    func raster(_ figure: BenchFigure) throws -> RasterImage {
        try renderRaster(renderer.displayList(for: layOut(path: figure.path, loader: renderer.loader).get()), fonts: renderer.fonts)
    }
    var images = [(single.name, try raster(single))]
    // Trace scenarios' sequence diagrams are left out: the button figures are what most renders draw.
    let largest = figures.compactMap { figure in (try? raster(figure)).map { (figure.name, $0) } }
        .max { $0.1.width * $0.1.height < $1.1.width * $1.1.height }
    if let largest, largest.0 != single.name { images.append(largest) }
    let clock = ContinuousClock()
    func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let elapsed = try clock.measure(body)
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }
    func quartiles(_ times: [Double]) -> String {
        let sorted = times.sorted()
        return "\(ms(sorted[sorted.count / 2])) ms (quartiles \(ms(sorted[sorted.count / 4]))–\(ms(sorted[sorted.count * 3 / 4])))"
    }
    print("")
    print("PNG encoders at PNGOptions.diagram (zlib 3, Up filter), in process, \(runs) alternating runs of each:")
    for (name, image) in images {
        let onePass = try encodePNG(image, options: .diagram, encoder: .onePass(filter: 2))
        let libpng = try encodePNG(image, options: .diagram, encoder: .libpng)
        var times: [[Double]] = [[], []]
        for run in 0..<runs {
            for index in run % 2 == 0 ? [0, 1] : [1, 0] {
                let encoder: PNGEncoder = index == 0 ? .onePass(filter: 2) : .libpng
                times[index].append(try milliseconds { _ = try encodePNG(image, options: .diagram, encoder: encoder) })
            }
        }
        // Each run's two encodes are neighbours in time, so their ratio is steadier than the medians' on a busy machine.
        let ratios = zip(times[1], times[0]).map { $0 / $1 }.sorted()
        let wins = ratios.filter { $0 > 1 }.count
        print("  \(name) (\(image.width) × \(image.height) px): one pass \(quartiles(times[0])), libpng \(quartiles(times[1]))")
        print("    libpng ÷ one pass, run by run: median \(ratio(ratios[ratios.count / 2])) (quartiles \(ratio(ratios[ratios.count / 4]))–"
            + "\(ratio(ratios[ratios.count * 3 / 4]))), one pass faster in \(wins) of \(runs); same bytes: \(onePass == libpng ? "yes" : "NO")")
    }
}

import Foundation
import Testing

@testable import ButtonInterfaceBuilder

/// §1: the largest surveyed file is about 1 MB. A generated storyboard of that size with hundreds of
/// buttons must load in well under a second; the test asserts what it loads and prints the time (the
/// bench measures it).
@Suite struct LargeDocumentTests {
    @Test func aOneMegabyteStoryboardWithHundredsOfButtons() {
        let text = largeStoryboard(scenes: 64, perScene: 12)
        let bytes = Array(text.utf8)
        #expect(bytes.count > 1_000_000 && bytes.count < 1_300_000)
        let start = ContinuousClock.now
        let result = InterfaceBuilder.importDocument(bytes, path: "Big.storyboard")
        let elapsed = ContinuousClock.now - start
        print("Big.storyboard: \(bytes.count) bytes, \(result.buttons.count) buttons, \(result.scenes.count) scenes in \(elapsed)")

        #expect(result.errors.isEmpty)
        #expect(result.buttons.count == 768)
        #expect(result.scenes.count == 64)
        #expect(result.scenes.last?.name == "big-scene-screen63")
        #expect(result.scenes.last?.buttons.count == 12)
        let last = result.buttons.last
        #expect(last?.name == "big-action-11-64")
        #expect(last?.frame == Rect(x: 20, y: 621.5, width: 374, height: 44.5))
        #expect(last?.title == "Action & more 11")
        #expect(flowYAML(last?.scenario["button"] ?? .bool(false)) == """
            {frame: [20, 621.5, 374, 44.5], buttonType: system, intrinsicSizeQueried: true, image: {size: [24, 24]}, \
            title: {text: "Action & more 11", font: {size: 17, weight: semibold}}}
            """)
    }
}

/// Batches import files in parallel: XMLParser keeps its state per thread, so concurrent imports
/// give exactly what serial ones give.
@Suite struct ConcurrentImportTests {
    @Test func parallelImportsMatchSerialOnes() async {
        let names = ["Login.xib", "Settings-Xcode6.xib", "Welcome-Xcode42.storyboard", "Main.storyboard", "MacWindow.xib", "Legacy-Archive.xib"]
        let serial = names.map { importFixture($0) }
        let parallel = await withTaskGroup(of: (Int, IBFileImport).self) { group in
            for _ in 0..<4 {
                for (index, name) in names.enumerated() {
                    group.addTask { (index, importFixture(name)) }
                }
            }
            var results: [(Int, IBFileImport)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(parallel.count == 24)
        for (index, result) in parallel {
            #expect(result == serial[index])
        }
    }
}

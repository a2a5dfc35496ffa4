import Foundation

/// The repository's root, found from this file (Tests/ButtonLabTestSupport/Paths.swift) so tests run from any directory.
public let repositoryRoot: String = {
    var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)
    return components.joined(separator: "/")
}()

/// The repository's Fixtures/ directory: the scenarios `buttonlab check Fixtures` draws.
public let fixturesDirectory = repositoryRoot + "/Fixtures"

/// Tests/Images, where the committed JPEGs are (made by Tests/Images/make-jpeg-fixtures.c).
public let testImagesDirectory = repositoryRoot + "/Tests/Images"

/// Tests/RefusedDocuments: Interface Builder documents ButtonLab refuses (a keyed archive, macOS, tvOS),
/// kept out of Fixtures/ so that `buttonlab check Fixtures` draws every fixture.
public let refusedDocumentsDirectory = repositoryRoot + "/Tests/RefusedDocuments"

import ButtonLabTestSupport
import Foundation
import Testing

@testable import ButtonFiles

@Suite("Reads: regular files only, never through a link, never blocking, bounded")
struct ReadTests {
    @Test func aRegularFileIsReadWhole() throws {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        put("hello", directory + "/a.txt")
        #expect(try readRegularFile(atPath: directory + "/a.txt", maximumBytes: 5) == Array("hello".utf8))
        #expect(try OpenedFile.open(atPath: directory + "/a.txt").read(upTo: 2) == Array("he".utf8))
    }

    @Test func oneByteOverTheLimitIsRefused() {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        put("hello!", directory + "/a.txt")
        #expect(reason { try readRegularFile(atPath: directory + "/a.txt", maximumBytes: 5) } == .tooLarge(maximumBytes: 5))
        let error = FileError(path: directory + "/a.txt", reason: .tooLarge(maximumBytes: 1 << 20))
        #expect(error.description == "\(directory)/a.txt is larger than 1 MiB")
    }

    @Test func aSymbolicLinkIsRefusedEvenToAFileInside() {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        put("inside", directory + "/a.txt")
        link(directory + "/inside-link", to: directory + "/a.txt")
        link(directory + "/outside-link", to: "/etc/passwd")
        link(directory + "/dangling", to: directory + "/nothing")
        for name in ["inside-link", "outside-link", "dangling"] {
            #expect(reason { try readRegularFile(atPath: directory + "/" + name, maximumBytes: 1 << 20) } == .symbolicLink)
        }
        #expect(
            FileError(path: "x/outside-link", reason: .symbolicLink).description
                == "x/outside-link is a symbolic link, which ButtonLab does not follow")
    }

    @Test func aFIFOIsRefusedAtOnceInsteadOfWaitingForAWriter() {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        makeFIFO(directory + "/pipe.yaml")
        let start = Date()
        #expect(
            reason { try readRegularFile(atPath: directory + "/pipe.yaml", maximumBytes: 10) }
                == .notRegularFile(kind: "a FIFO (named pipe)"))
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test func devicesAndDirectoriesAreRefused() {
        #expect(reason { try readRegularFile(atPath: "/dev/zero", maximumBytes: 10) } == .notRegularFile(kind: "a character device"))
        #expect(reason { try readRegularFile(atPath: "/dev/null", maximumBytes: 10) } == .notRegularFile(kind: "a character device"))
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        #expect(reason { try readRegularFile(atPath: directory, maximumBytes: 10) } == .notRegularFile(kind: "a directory"))
        #expect(reason { try readRegularFile(atPath: directory + "/none", maximumBytes: 10) } == .notFound)
        #expect(reason { try readRegularFile(atPath: directory + "/none/deeper", maximumBytes: 10) } == .notFound)
    }

    @Test func aPathWithANULIsRefused() {
        #expect(reason { try readRegularFile(atPath: "a\0b", maximumBytes: 10) } == .system("the path contains a NUL character"))
    }
}

@Suite("Reads inside a folder: relative, no `..` out, no link on the way")
struct BeneathTests {
    @Test func componentsAreNormalisedLexically() throws {
        #expect(try relativeComponents(of: "a/./b//c") == ["a", "b", "c"])
        #expect(try relativeComponents(of: "a/../b") == ["b"])
        #expect(reason { try relativeComponents(of: "/etc/passwd") } == .absolutePath)
        #expect(reason { try relativeComponents(of: "../x.png") } == .leaving)
        #expect(reason { try relativeComponents(of: "a/../../x.png") } == .leaving)
        #expect(reason { try relativeComponents(of: "a/..") } == .notRegularFile(kind: "the folder itself"))
    }

    @Test func aFileInsideIsOpenedAndNamedUnderTheFolder() throws {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        try FileManager.default.createDirectory(atPath: directory + "/images", withIntermediateDirectories: true)
        put("png", directory + "/images/a.png")
        let file = try OpenedFile.open(relativePath: "./images/../images/a.png", beneath: directory)
        #expect(file.path == directory + "/images/a.png")
        #expect(try file.readAll(maximumBytes: 3) == Array("png".utf8))
    }

    @Test func absoluteAndEscapingPathsAreRefusedWithoutAskingTheFileSystem() {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        // The same answer whether or not the outside file exists.
        for path in ["/etc/passwd", "/no/such/file"] {
            #expect(reason { try OpenedFile.open(relativePath: path, beneath: directory) } == .absolutePath)
        }
        for path in ["../../../../etc/passwd", "../no-such-file"] {
            #expect(reason { try OpenedFile.open(relativePath: path, beneath: directory) } == .leaving)
        }
    }

    @Test func aLinkOnTheWayOrAtTheEndIsRefused() throws {
        let directory = makeScratch("files")
        let outside = makeScratch("files")
        defer { removeScratch(directory); removeScratch(outside) }
        put("secret", outside + "/secret.png")
        link(directory + "/images", to: outside)
        link(directory + "/key.png", to: outside + "/secret.png")
        try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: true)
        link(directory + "/real/inner.png", to: "../key.png")
        do {
            _ = try OpenedFile.open(relativePath: "images/secret.png", beneath: directory)
            Issue.record("a linked folder must be refused")
        } catch {
            #expect(error == FileError(path: directory + "/images", reason: .symbolicLink))
        }
        #expect(reason { try OpenedFile.open(relativePath: "key.png", beneath: directory) } == .symbolicLink)
        #expect(reason { try OpenedFile.open(relativePath: "real/inner.png", beneath: directory) } == .symbolicLink)
    }

    @Test func aFileWhereAFolderShouldBeAndSpecialFilesAreNamed() {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        put("x", directory + "/file")
        makeFIFO(directory + "/pipe.png")
        do {
            _ = try OpenedFile.open(relativePath: "file/a.png", beneath: directory)
            Issue.record("a file is not a folder")
        } catch {
            #expect(error == FileError(path: directory + "/file", reason: .notDirectory(kind: "a regular file")))
        }
        #expect(
            reason { try OpenedFile.open(relativePath: "pipe.png", beneath: directory) }
                == .notRegularFile(kind: "a FIFO (named pipe)"))
        #expect(reason { try OpenedFile.open(relativePath: "none.png", beneath: directory) } == .notFound)
    }
}

@Suite("Directories named for output")
struct DirectoryTests {
    @Test func linksOnTheWayOfARelativePathAreFound() throws {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        try FileManager.default.createDirectory(atPath: directory + "/real/sub", withIntermediateDirectories: true)
        link(directory + "/linked", to: directory + "/real")
        link(directory + "/real/sub/last", to: directory + "/real")
        // Relative paths are checked from their first component on, whatever the current directory.
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + directory.dropFirst()
        #expect(firstSymbolicLink(in: relative + "/real/sub", currentDirectory: "/x") == nil)
        #expect(firstSymbolicLink(in: relative + "/linked/sub", currentDirectory: "/x") == relative + "/linked")
        // Under the current directory, absolute paths are checked below it; elsewhere only the last component.
        #expect(firstSymbolicLink(in: directory + "/linked/sub", currentDirectory: directory) == directory + "/linked")
        #expect(firstSymbolicLink(in: directory + "/real/sub", currentDirectory: directory) == nil)
        #expect(firstSymbolicLink(in: directory + "/linked/sub", currentDirectory: "/elsewhere") == nil)
        #expect(firstSymbolicLink(in: directory + "/real/sub/last", currentDirectory: "/elsewhere") == directory + "/real/sub/last")
    }

    @Test func checkAndCreate() throws {
        let directory = makeScratch("files")
        defer { removeScratch(directory) }
        link(directory + "/out-link", to: directory)
        put("x", directory + "/file")
        #expect(try checkDirectory(directory, followSymlinks: false))
        #expect(try !checkDirectory(directory + "/missing", followSymlinks: false))
        #expect(reason { try checkDirectory(directory + "/out-link", followSymlinks: false) } == .symbolicLink)
        #expect(try checkDirectory(directory + "/out-link", followSymlinks: true))
        #expect(reason { try checkDirectory(directory + "/file", followSymlinks: false) } == .notDirectory(kind: "a regular file"))
        try createDirectory(directory + "/a/b/c", followSymlinks: false)
        #expect(EntryKind(atPath: directory + "/a/b/c") == .directory)
        #expect(reason { try createDirectory(directory + "/out-link/new/", followSymlinks: false) } == nil)
        #expect(reason { try createDirectory(directory + "/out-link", followSymlinks: false) } == .symbolicLink)
    }
}

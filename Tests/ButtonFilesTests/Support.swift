import Foundation

@testable import ButtonFiles

func put(_ text: String, _ path: String) { try! Data(text.utf8).write(to: URL(fileURLWithPath: path)) }

func contents(_ path: String) -> String? {
    (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
}

func link(_ path: String, to target: String) {
    try! FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
}

func makeFIFO(_ path: String) {
    precondition(mkfifo(path, 0o644) == 0)
}

/// The reason of the `FileError` that `body` throws, or nil.
func reason<T>(_ body: () throws -> T) -> FileError.Reason? {
    do {
        _ = try body()
        return nil
    } catch let error as FileError {
        return error.reason
    } catch {
        return .system("not a FileError: \(error)")
    }
}


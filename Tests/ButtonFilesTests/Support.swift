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

/// A PNG header: signature, IHDR with the given size (8-bit RGBA) and, when `crc`, its checksum.
func pngHeader(width: UInt32, height: UInt32, crc: Bool = true, colorType: UInt8 = 6, bitDepth: UInt8 = 8) -> [UInt8] {
    var chunk = Array("IHDR".utf8)
    for value in [width, height] {
        chunk += [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
    chunk += [bitDepth, colorType, 0, 0, 0]
    var bytes = PNGHeader.signature + [0, 0, 0, 13] + chunk
    if crc {
        let sum = crc32(chunk)
        bytes += [UInt8(sum >> 24 & 0xFF), UInt8(sum >> 16 & 0xFF), UInt8(sum >> 8 & 0xFF), UInt8(sum & 0xFF)]
    }
    return bytes
}

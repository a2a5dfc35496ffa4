// `make fuzz` builds this with -sanitize=fuzzer and -D BUTTONLAB_FUZZ: libFuzzer drives `fuzzOne`.
// An ordinary build replays files instead (`buttonlab-fuzz crash-…`), to reproduce what it found.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if BUTTONLAB_FUZZ
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    fuzzOne(UnsafeBufferPointer(start: data, count: size))
    return 0
})
#else
for path in CommandLine.arguments.dropFirst() {
    guard let file = fopen(path, "rb") else {
        print("cannot open \(path)")
        exit(2)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count == 0 { break }
        bytes += chunk[..<count]
    }
    fclose(file)
    bytes.withUnsafeBufferPointer(fuzzOne)
    print("ok \(path)")
}
#endif

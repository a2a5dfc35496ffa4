import ButtonLayout
import ButtonReports
import FlyingFox
import FlyingSocks
import Synchronization

/// One change under the served roots, as `GET /api/events` sends it.
package struct FileChange: Sendable, Hashable {
    package enum Kind: String, Sendable {
        case created, modified, deleted
    }

    package var path: String
    package var kind: Kind

    package init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// `event: change` and `data: {"path": …, "kind": …}`, a Server-Sent Event (docs/serve.md).
    var event: String {
        let data = JSONValue.object([("path", .string(path)), ("kind", .string(kind.rawValue))]).rendered()
        return "event: change\ndata: \(data)\n\n"
    }
}

/// The open event streams: every change the watch sees goes to each of them.
package final class ChangeFeed: Sendable {
    private let subscribers = Mutex<[Int: AsyncStream<[UInt8]>.Continuation]>([:])
    private let nextID = Mutex(0)
    /// More streams than this are refused (429): each holds a connection open.
    package let maximumStreams = 16

    package init() {}

    /// A stream that starts with `event: ready` and then carries each change; nil when too many are open.
    func subscribe() -> AsyncStream<[UInt8]>? {
        let id = nextID.withLock { value in
            value += 1
            return value
        }
        // Events pile up only while a client does not read; the newest 256 are kept.
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(256))
        let admitted = subscribers.withLock { streams in
            guard streams.count < maximumStreams else { return false }
            streams[id] = continuation
            return true
        }
        guard admitted else { return nil }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        continuation.yield(Array("retry: 1000\nevent: ready\ndata: {}\n\n".utf8))
        return stream
    }

    package func publish(_ changes: [FileChange]) {
        guard !changes.isEmpty else { return }
        let bytes = Array(changes.map(\.event).joined().utf8)
        subscribers.withLock { streams in
            for continuation in streams.values { continuation.yield(bytes) }
        }
    }

    /// A comment line, so that a connection nobody reads any more is noticed and closed.
    package func keepAlive() {
        subscribers.withLock { streams in
            for continuation in streams.values { continuation.yield(Array(": keep-alive\n\n".utf8)) }
        }
    }

    package func finish() {
        let streams = subscribers.withLock { streams in
            defer { streams = [:] }
            return Array(streams.values)
        }
        for continuation in streams { continuation.finish() }
    }

    package var streamCount: Int { subscribers.withLock { $0.count } }
}

/// An event stream as the bytes of a response body (sent chunked, as it comes).
struct EventBytes: AsyncBufferedSequence {
    typealias Element = UInt8
    let stream: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(base: stream.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<[UInt8]>.Iterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? {
            guard await fill() else { return nil }
            return pending.popFirst()
        }

        mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
            guard await fill() else { return nil }
            let buffer = pending.prefix(Swift.max(count, 1))
            pending = pending.dropFirst(buffer.count)
            return buffer
        }

        private mutating func fill() async -> Bool {
            while pending.isEmpty {
                guard let chunk = await base.next() else { return false }
                pending = chunk[...]
            }
            return true
        }
    }
}

import Foundation

/// Issue 24 item 6: `import --list` over a large app stays interactive. A generated tree of 2 000
/// Swift files, one in ten setting up buttons and the rest the model, networking and view code an app
/// is mostly made of (some with names ending in `Button` that are no buttons); target ≥ 500 files
/// per second on one core, judged on CPU time (`import --list` reads the files one after the other).
func measureSwiftImport(binary: String, runs: Int) throws {
    let count = 2000
    let rounds = max(3, runs / 8)
    print("")
    print("import --list over \(count) generated Swift files, \(count / 10) setting up buttons, medians of \(rounds) (target ≥ 500 files per CPU second):")
    // The second tree names UIButton in a comment of every file: every file parsed, as without the pre-filter.
    for (label, mention) in [("as generated", ""), ("every file parsed", "// UIButton\n")] {
        let scratch = NSTemporaryDirectory() + "buttonlab-bench-swift-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var bytes = 0
        for index in 0..<count {
            let folder = "\(scratch)/Feature\(index / 100)"
            if index % 100 == 0 { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            let text = mention + (index % 10 == 0 ? buttonFile(index) : plainFile(index))
            bytes += text.utf8.count
            try text.write(toFile: "\(folder)/File\(index).swift", atomically: false, encoding: .utf8)
        }
        let command = [binary, "import", scratch, "--list"]
        let check = try spawnMeasured(command, stdout: scratch + ".json")
        let listed = ((try? String(contentsOfFile: scratch + ".json", encoding: .utf8)) ?? "").components(separatedBy: "\"api\": ").count - 1
        try? FileManager.default.removeItem(atPath: scratch + ".json")
        let times = try interleavedMedians([command], runs: rounds, warmUp: 1)[0]
        let perCPU = Double(count) / (times.cpu / 1000), perWall = Double(count) / (times.wall / 1000)
        print("  \(label.padding(toLength: 18, withPad: " ", startingAt: 0)) \(format(Double(bytes) / 1_048_576, digits: 1)) MiB, \(listed) buttons listed, exit \(check.status): \(ms(times.wall)) ms wall, \(ms(times.cpu)) ms CPU = \(format(perCPU, digits: 0)) files per CPU second = \(ratio(perCPU / 500)) the target (\(verdict(perCPU >= 500))); \(format(perWall, digits: 0)) per wall second")
    }
}

/// A view with two buttons set up the ways apps do: a lazy closure with insets, and `viewDidLoad`-style statements.
private func buttonFile(_ index: Int) -> String {
    """
    import UIKit

    private enum Layout\(index) {
        static let spacing: CGFloat = 8
        static let height: CGFloat = 44
    }

    final class Toolbar\(index): UIView {
        lazy var shareButton: UIButton = {
            let button = UIButton(type: .system)
            button.setTitle(NSLocalizedString("Share", comment: ""), for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
            button.contentEdgeInsets = UIEdgeInsets(top: 0, left: Layout\(index).spacing, bottom: 0, right: Layout\(index).spacing)
            button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
            return button
        }()
        private let closeButton = UIButton(type: .custom)

        override init(frame: CGRect) {
            super.init(frame: frame)
            closeButton.frame = CGRect(x: 0, y: 0, width: 44, height: Layout\(index).height)
            closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
            closeButton.contentHorizontalAlignment = .leading
            addSubview(shareButton)
            addSubview(closeButton)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    \(plainFile(index))
    """
}

/// Code with no button: a model, a service with closures and string interpolation, a view whose name ends in `Button`.
private func plainFile(_ index: Int) -> String {
    """
    import Foundation

    struct Item\(index): Codable, Hashable {
        var id: UUID
        var title: String
        var subtitle: String?
        var price: Decimal
        var tags: [String]
        var updatedAt: Date
    }

    enum Item\(index)Error: Error {
        case notFound(UUID)
        case decoding(String)
    }

    final class Item\(index)Service {
        private let session: URLSession
        private var cache: [UUID: Item\(index)] = [:]

        init(session: URLSession = .shared) {
            self.session = session
        }

        func load(_ id: UUID, completion: @escaping (Result<Item\(index), Error>) -> Void) {
            if let cached = cache[id] {
                completion(.success(cached))
                return
            }
            let url = URL(string: "https://example.com/items/\\(id.uuidString)?v=\(index)")!
            session.dataTask(with: url) { [weak self] data, _, error in
                guard let data, error == nil else {
                    completion(.failure(error ?? Item\(index)Error.notFound(id)))
                    return
                }
                do {
                    let item = try JSONDecoder().decode(Item\(index).self, from: data)
                    self?.cache[id] = item
                    completion(.success(item))
                } catch {
                    completion(.failure(Item\(index)Error.decoding("\\(error)")))
                }
            }.resume()
        }

        func sorted(_ items: [Item\(index)]) -> [Item\(index)] {
            items.filter { !$0.tags.isEmpty }.sorted { lhs, rhs in
                lhs.updatedAt == rhs.updatedAt ? lhs.title < rhs.title : lhs.updatedAt > rhs.updatedAt
            }
        }
    }

    /// A view named like a button that is not one.
    final class PlayButton\(index): UIView {
        let titleLabel = UILabel()
        var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

        func configure(with item: Item\(index)) {
            titleLabel.text = item.title
            layoutMargins = insets
            accessibilityLabel = item.subtitle ?? item.title
        }
    }

    """
}

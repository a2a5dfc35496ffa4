import ButtonInterfaceBuilder
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `file` as layout objects and goldens state it: from the command-line input (`roots`) that named
/// or contains it, as that input's own name followed by the path inside it. `check Fixtures`,
/// `check ./Fixtures`, `check $PWD/Fixtures` and `cd Fixtures; check .` all give
/// `Fixtures/interface-builder/Login.xib`: never absolute, never the runner's folders, so the
/// verdict is the same for every spelling. nil when no root names the file (then it stays as given).
package func stableSourcePath(_ file: String, roots: [String]) -> String? {
    for root in roots {
        if file == root { return lastComponent(root) }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard file.hasPrefix(prefix) else { continue }
        let inside = file.dropFirst(prefix.count).split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        let name = lastComponent(root)
        return name.isEmpty ? inside : name + "/" + inside
    }
    return nil
}

/// The last component of `path` made absolute against the working directory and normalised
/// lexically ("." and ".." resolved), so `.` names the folder it stands for; empty for `/`.
private func lastComponent(_ path: String) -> String {
    let name = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
    return name == "/" ? "" : name
}

extension IBFileImport {
    /// Gives every button, its scenes' included, the stable path of its file.
    mutating func stateSources(as stableFile: String?) {
        guard let stableFile else { return }
        for index in buttons.indices { buttons[index].source.stableFile = stableFile }
        for scene in scenes.indices {
            for entry in scenes[scene].buttons.indices { scenes[scene].buttons[entry].button.source.stableFile = stableFile }
        }
    }
}

import ButtonScenario

/// The page's files, embedded in the executable (`resources: [.embedInCode("Page")]`) so that
/// `buttonlab serve` works offline, from any folder, with nothing installed beside the binary.
/// `GET /` is `index.html`; every other file is served at `/NAME` (docs/serve.md).
struct PageFile: Sendable {
    var name: String
    var contentType: String
    var bytes: [UInt8]
}

/// Where `index.html` has the run's token written in (a `<meta>` and its scripts' URLs): the page
/// reads it there, and every URL it loads carries it.
let pageTokenPlaceholder = "BUTTONLAB_TOKEN"

let pageFiles: [PageFile] = [
    PageFile(name: "index.html", contentType: "text/html; charset=utf-8", bytes: PackageResources.index_html),
    PageFile(name: "page.css", contentType: "text/css; charset=utf-8", bytes: PackageResources.page_css),
    PageFile(name: "keys.js", contentType: "text/javascript; charset=utf-8", bytes: PackageResources.keys_js),
    PageFile(name: "page.js", contentType: "text/javascript; charset=utf-8", bytes: PackageResources.page_js),
    PageFile(name: "controls.js", contentType: "text/javascript; charset=utf-8", bytes: PackageResources.controls_js),
    PageFile(name: "filepreview.js", contentType: "text/javascript; charset=utf-8", bytes: PackageResources.filepreview_js),
    PageFile(name: "watch.js", contentType: "text/javascript; charset=utf-8", bytes: PackageResources.watch_js),
    PageFile(name: "review.js", contentType: "text/javascript; charset=utf-8", bytes: PackageResources.review_js),
    // The scenario's JSON Schema, from the schema declarations (as docs/scenario-schema.json): the
    // page's sliders and menus learn from it which keys take numbers and which values an enum has.
    PageFile(name: "scenario-schema.json", contentType: "application/json; charset=utf-8", bytes: Array((scenarioJSONSchema().rendered() + "\n").utf8)),
]

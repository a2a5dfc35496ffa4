// The playground: file list, editor, value controls, and the preview (figure, frames, warnings,
// explanation) the server computes for every change. Untrusted text only ever goes in through
// textContent or an attribute; the figure is an <img> of the SVG, so nothing in it can run.

// The server writes the run's token into the page; the URL's is the fallback.
const token = document.querySelector('meta[name="buttonlab-token"]').content || new URLSearchParams(location.search).get("token") || "";
const byId = (id) => document.getElementById(id);

/// Every request carries the token; EventSource cannot send headers, so it uses the query (api's own rule).
function api(path, options = {}) {
  const headers = Object.assign({ "X-ButtonLab-Token": token }, options.headers || {});
  return fetch(path, Object.assign({}, options, { headers }));
}

function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const source = byId("source");
const darkScheme = matchMedia("(prefers-color-scheme: dark)");
const state = {
  path: null,          // the open file, relative to the served folder; null for a new button
  saved: "",           // the text as last loaded or saved
  schema: null,        // the scenario JSON Schema, for the controls
  controls: "",        // the signature of the controls on screen (their paths and kinds)
  inFlight: false,
  pending: false,
  revision: 0,         // figures shown so far (tests and the bench wait on it)
  inputAt: 0,          // when the last keystroke came, and when the last figure was shown (make bench)
  figureAt: 0,
  svg: "",
  layout: null,
  lineCount: 0,
};

const newButtonTemplate = `# A new button: edit the text or move the values; Save writes it.
name: new-button
button:
  size: [160, 44]
  scale: 3
  image: {size: [24, 24]}
  title: {text: "Button", font: {size: 17}}
  contentHorizontalAlignment: center
  contentVerticalAlignment: center
  contentEdgeInsets: {top: 0, left: 0, bottom: 0, right: 0}
  imageEdgeInsets: {top: 0, left: 0, bottom: 0, right: 0}
  titleEdgeInsets: {top: 0, left: 0, bottom: 0, right: 0}
`;

// --- Files ----------------------------------------------------------------------------------

async function loadFileList() {
  const response = await api("/api/files");
  if (!response.ok) return [];
  const data = await response.json();
  state.roots = data.roots || [];
  state.review = Boolean(data.review);
  renderFileList(data.files || []);
  return data.files || [];
}

/// A served path without the root it lies in, as the list shows it.
function shownPath(path) {
  for (const root of state.roots || []) {
    if (path.startsWith(root + "/")) return path.slice(root.length + 1);
  }
  return path;
}

function renderFileList(files) {
  const list = byId("file-list");
  const filter = byId("file-filter").value.toLowerCase();
  list.replaceChildren();
  let folder = null;
  for (const file of files) {
    const shown = shownPath(file.path);
    if (filter && !shown.toLowerCase().includes(filter)) continue;
    const slash = shown.lastIndexOf("/");
    const dir = slash >= 0 ? shown.slice(0, slash) : "";
    if (dir !== folder) {
      folder = dir;
      if (dir) list.append(make("li", "folder", dir));
    }
    const item = make("li", "file");
    const link = make("button", file.editable === false ? "read-only" : "", shown.slice(slash + 1));
    link.type = "button";
    link.dataset.path = file.path;
    link.title = file.path;
    if (file.path === state.path) link.setAttribute("aria-current", "true");
    link.addEventListener("click", () => openFile(file.path));
    item.append(link);
    list.append(item);
  }
  renderFileList.last = files;
}

async function fetchFileText(path) {
  const response = await api("/api/file?path=" + encodeURIComponent(path));
  const data = await response.json();
  if (!response.ok) throw new Error(data.message || (data.diagnostics && data.diagnostics[0] && data.diagnostics[0].message) || response.status);
  return data;
}

async function openFile(path) {
  const file = await fetchFileText(path);
  const text = file.text;
  const entry = (renderFileList.last || []).find((f) => f.path === path);
  state.path = path;
  state.editable = !entry || entry.editable !== false;
  state.saved = text;
  source.readOnly = !state.editable;
  byId("frames").tBodies[0].replaceChildren();
  byId("file-path").value = path;
  byId("file-path").readOnly = true;
  byId("disk-banner").hidden = true;
  history.replaceState(null, "", location.pathname + location.search + "#" + encodeURIComponent(path));
  for (const link of document.querySelectorAll("#file-list button")) {
    link.toggleAttribute("aria-current", link.dataset.path === path);
  }
  setText(text, 0);
}

function newButton() {
  state.path = null;
  state.editable = true;
  source.readOnly = false;
  state.saved = "";
  const pathField = byId("file-path");
  pathField.value = ((state.roots || [])[0] || ".") + "/new-button.yaml";
  pathField.readOnly = false;
  history.replaceState(null, "", location.pathname + location.search);
  for (const link of document.querySelectorAll("#file-list button")) link.removeAttribute("aria-current");
  setText(newButtonTemplate, 0);
  pathField.focus();
  pathField.select();
}

async function save() {
  const path = state.path || byId("file-path").value.trim();
  if (!path) return;
  const text = source.value;
  const status = byId("file-status");
  const response = await api("/api/file?path=" + encodeURIComponent(path), {
    method: "PUT",
    body: text,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
  if (!response.ok) {
    const data = await response.json().catch(() => ({}));
    status.textContent = "not saved: " + (data.message || (data.diagnostics || []).map((d) => d.message).join("; ") || response.status);
    status.dataset.kind = "error";
    return;
  }
  const wasNew = state.path === null;
  state.path = path;
  state.saved = text;
  byId("file-path").readOnly = true;
  updateStatus();
  if (wasNew) {
    await loadFileList();
    history.replaceState(null, "", location.pathname + location.search + "#" + encodeURIComponent(path));
  }
}

function updateStatus() {
  const status = byId("file-status");
  const modified = source.value !== state.saved;
  status.textContent = state.path === null ? "new" : !state.editable ? "read-only" : modified ? "modified" : "saved";
  status.dataset.kind = state.path === null || modified ? "modified" : state.editable ? "saved" : "";
  byId("save").disabled = !state.editable || !(state.path === null || modified);
}

// --- Editor ---------------------------------------------------------------------------------

/// Replaces the editor's text (keeping the scroll position) and previews it.
function setText(text, caret) {
  const scrollTop = source.scrollTop;
  source.value = text;
  if (caret !== null) source.setSelectionRange(caret, caret);
  source.scrollTop = scrollTop;
  textChanged();
}

function textChanged() {
  const lines = source.value.split("\n").length;
  if (lines !== state.lineCount) {
    state.lineCount = lines;
    byId("gutter").textContent = Array.from({ length: lines }, (_, i) => i + 1).join("\n");
  }
  // The request leaves first: the values panel is rebuilt while the server answers.
  requestPreview();
  updateStatus();
  refreshControls();
}

function syncScroll() {
  const y = -source.scrollTop + "px";
  byId("gutter").style.transform = `translateY(${y})`;
  byId("marks").style.transform = `translate(${-source.scrollLeft}px, ${y})`;
}

function caretToLine(line, column) {
  const lines = source.value.split("\n");
  let offset = 0;
  for (let i = 0; i < Math.min(line - 1, lines.length); i++) offset += lines[i].length + 1;
  offset += Math.max(0, (column || 1) - 1);
  source.focus();
  source.setSelectionRange(offset, offset);
  const lineHeight = parseFloat(getComputedStyle(source).lineHeight) || 20;
  source.scrollTop = Math.max(0, (line - 4) * lineHeight);
}

// --- Preview --------------------------------------------------------------------------------

/// At most one preview in flight; changes meanwhile coalesce into one more, of the latest text.
function requestPreview() {
  if (!state.editable) {
    previewFile();
    return;
  }
  byId("scenario-pick").hidden = true;
  if (state.inFlight) {
    state.pending = true;
    return;
  }
  runPreview();
}

async function runPreview() {
  state.inFlight = true;
  const text = source.value;
  const started = performance.now();
  try {
    const query = new URLSearchParams({ theme: darkScheme.matches ? "dark" : "light" });
    if (state.path) query.set("path", state.path);
    const response = await api("/api/preview?" + query, {
      method: "POST",
      body: text,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
    let data = {};
    try {
      data = await response.json();
    } catch (error) {
      data = { diagnostics: [{ severity: "error", message: `the server answered ${response.status}` }] };
    }
    await showPreview(data, response.ok, performance.now() - started);
  } catch (error) {
    showDiagnostics([{ severity: "error", message: "no answer from buttonlab serve: " + error.message }]);
  } finally {
    state.inFlight = false;
    if (state.pending) {
      state.pending = false;
      runPreview();
    }
  }
}

async function showPreview(data, ok, milliseconds) {
  const diagnostics = data.diagnostics || [];
  showDiagnostics(diagnostics.filter((d) => d.severity === "error" || !ok));
  byId("figure").classList.toggle("stale", !ok);
  if (!ok) return;
  state.layout = data.layout || null;
  showFrames(state.layout);
  showWarnings(((state.layout && state.layout.warnings) || []).map(String), diagnostics.filter((d) => d.severity !== "error"));
  byId("explanation").textContent = data.explanation || "";
  if (typeof data.svg === "string") await showFigure(data.svg);
  byId("timing").textContent = `${Math.round(milliseconds)} ms`;
}

async function showFigure(svg) {
  // A data URL (the page's CSP allows no blob:), drawn as an image: scripts in it never run.
  const url = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
  const image = new Image();
  image.alt = "The button's figure";
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    // An SVG the browser cannot draw still replaces the old one, so the page never lies.
  }
  byId("figure").replaceChildren(image);
  state.svg = svg;
  state.revision += 1;
  state.figureAt = performance.now();
  byId("figure").dataset.revision = String(state.revision);
}

function formatFrameNumber(value) {
  const rounded = Math.round(value * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

function showFrames(layout) {
  const body = byId("frames").tBodies[0];
  const previous = new Map(Array.from(body.rows, (row) => [row.dataset.name, Array.from(row.cells, (c) => c.textContent)]));
  body.replaceChildren();
  if (!layout) return;
  for (const [name, value] of Object.entries(layout)) {
    const isRect = value && typeof value === "object" && "width" in value && "height" in value;
    if (!isRect && !(value === null && name !== "name")) continue;
    const row = make("tr");
    row.dataset.name = name;
    row.append(make("th", "", name));
    const cells = value === null ? ["—", "", "", ""]
      : "x" in value ? [value.x, value.y, value.width, value.height].map(formatFrameNumber)
      : ["", "", formatFrameNumber(value.width), formatFrameNumber(value.height)];
    const before = previous.get(name);
    cells.forEach((text, i) => {
      const cell = make("td", "", text);
      if (before && before[i + 1] !== text) cell.className = "changed";
      row.append(cell);
    });
    body.append(row);
  }
}

function showWarnings(warnings, diagnostics) {
  const list = byId("warnings");
  list.replaceChildren();
  for (const text of warnings) list.append(make("li", "warning", text));
  for (const d of diagnostics) list.append(make("li", "warning", diagnosticText(d)));
}

function diagnosticText(d) {
  const where = d.line ? `line ${d.line}${d.column ? ":" + d.column : ""}  ` : "";
  return where + (d.keyPath ? d.keyPath + ": " : "") + d.message + (d.notes && d.notes.length ? " (" + d.notes.join("; ") + ")" : "");
}

function showDiagnostics(diagnostics) {
  const list = byId("diagnostics");
  const marks = byId("marks");
  list.replaceChildren();
  marks.replaceChildren();
  const lineHeight = parseFloat(getComputedStyle(source).lineHeight) || 20;
  const top = parseFloat(getComputedStyle(source).paddingTop) || 0;
  for (const d of diagnostics) {
    const item = make("li", d.severity === "error" ? "error" : "warning");
    item.append(make("span", "severity", d.severity || "error"), make("span", "", " " + diagnosticText(d)));
    if (d.line) {
      item.tabIndex = 0;
      item.addEventListener("click", () => caretToLine(d.line, d.column));
      const mark = make("div", "mark " + (d.severity === "error" ? "error" : "warning"));
      mark.style.top = top + (d.line - 1) * lineHeight + "px";
      mark.style.height = lineHeight + "px";
      mark.dataset.line = String(d.line);
      mark.title = d.message;
      marks.append(mark);
    }
    list.append(item);
  }
}

// --- Start ----------------------------------------------------------------------------------

async function start() {
  source.addEventListener("input", (event) => {
    state.inputAt = event.timeStamp;
    textChanged();
  });
  source.addEventListener("scroll", syncScroll);
  source.addEventListener("keydown", (event) => {
    if (event.key === "Tab" && !event.shiftKey) {
      event.preventDefault();
      document.execCommand("insertText", false, "  ");
    } else if ((event.ctrlKey || event.metaKey) && event.key === "s") {
      event.preventDefault();
      save();
    }
  });
  byId("new-button").addEventListener("click", newButton);
  byId("save").addEventListener("click", save);
  byId("file-filter").addEventListener("input", () => renderFileList(renderFileList.last || []));
  darkScheme.addEventListener("change", requestPreview);
  startWatch();
  const schema = api("/scenario-schema.json").then((r) => (r.ok ? r.json() : null)).catch(() => null);
  const files = await loadFileList();
  startReview();
  state.schema = await schema;
  const wanted = decodeURIComponent(location.hash.slice(1));
  const first = files.find((f) => f.path === wanted) || files[0];
  if (first) await openFile(first.path);
  else newButton();
}

window.ButtonLabPage = { state, figureSVG: () => state.svg, openFile };
document.addEventListener("DOMContentLoaded", start);

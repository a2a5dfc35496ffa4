// Watch: the server's Server-Sent Events (GET /api/events) name files changed on disk; the open
// file follows at once unless it has unsaved edits, which a banner then asks about.

let events = null;

function changedPaths(data) {
  try {
    const parsed = JSON.parse(data);
    if (typeof parsed === "string") return [parsed];
    if (Array.isArray(parsed)) return parsed.map((p) => (typeof p === "string" ? p : p.path));
    if (Array.isArray(parsed.paths)) return parsed.paths;
    if (parsed.path) return [parsed.path];
  } catch (error) {
    if (data) return [data];
  }
  return [];
}

async function fileChanged(paths) {
  const listed = new Set((renderFileList.last || []).map((f) => f.path));
  if (paths.some((p) => !listed.has(p))) await loadFileList();
  if (!state.path || !paths.includes(state.path)) return;
  let text;
  try {
    text = (await fetchFileText(state.path)).text;
  } catch (error) {
    return; // Removed or unreadable: keep the editor's text, which Save can write back.
  }
  if (text === source.value) {
    state.saved = text;
    updateStatus();
    return;
  }
  if (source.value === state.saved) {
    state.saved = text;
    setText(text, Math.min(source.selectionStart, text.length));
    return;
  }
  const banner = byId("disk-banner");
  banner.hidden = false;
  byId("disk-reload").onclick = () => {
    banner.hidden = true;
    state.saved = text;
    setText(text, Math.min(source.selectionStart, text.length));
  };
  byId("disk-keep").onclick = () => {
    banner.hidden = true;
    state.saved = text;
    updateStatus();
  };
}

function startWatch() {
  const toggle = byId("watch");
  const connect = () => {
    if (events) events.close();
    events = null;
    if (!toggle.checked) return;
    events = new EventSource("/api/events?token=" + encodeURIComponent(token));
    const handle = (event) => fileChanged(changedPaths(event.data));
    events.addEventListener("message", handle);
    events.addEventListener("change", handle);
    events.addEventListener("open", () => document.body.setAttribute("data-watching", "true"));
    events.addEventListener("error", () => document.body.removeAttribute("data-watching"));
  };
  toggle.addEventListener("change", connect);
  // The stream holds one of the browser's six connections to the server: give it back on leaving.
  window.addEventListener("pagehide", () => events && events.close());
  connect();
}

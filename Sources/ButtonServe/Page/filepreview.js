// Interface Builder and Swift files: shown read-only and previewed as files (GET /api/preview?path=P),
// one scenario per button the file sets up, picked from the menu above the figure.

async function previewFile() {
  const path = state.path;
  const picker = byId("scenario-pick");
  const query = new URLSearchParams({ path, theme: darkScheme.matches ? "dark" : "light" });
  const started = performance.now();
  let data = {};
  let response = null;
  try {
    response = await api("/api/preview?" + query);
    data = await response.json();
  } catch (error) {
    data = { diagnostics: [{ severity: "error", message: "no answer from buttonlab serve: " + error.message }] };
  }
  if (state.path !== path) return;
  const scenarios = data.scenarios || [];
  const previous = picker.selectedOptions.length ? picker.selectedOptions[0].textContent : null;
  picker.replaceChildren(...scenarios.map((scenario, index) => {
    const option = make("option", "", scenario.name);
    option.value = String(index);
    return option;
  }));
  picker.hidden = scenarios.length === 0;
  const kept = scenarios.findIndex((scenario) => scenario.name === previous);
  picker.value = String(Math.max(kept, 0));
  const show = async () => {
    const chosen = scenarios[Number(picker.value)];
    if (chosen) await showPreview(chosen, true, performance.now() - started);
    // The file's own notes and warnings, and the buttons that did not lay out, at their lines.
    showDiagnostics(data.diagnostics || []);
  };
  picker.onchange = show;
  if (!scenarios.length) {
    showFrames(null);
    showWarnings([], []);
    byId("explanation").textContent = "";
    byId("figure").replaceChildren(make("p", "placeholder", response && response.ok ? "No button in this file." : "This file has no button that lays out."));
    showDiagnostics(data.diagnostics || []);
    return;
  }
  await show();
}

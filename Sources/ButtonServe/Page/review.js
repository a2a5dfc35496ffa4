// Review (`buttonlab serve --golden DIR`): every failing check of GET /api/check beside its golden
// — side by side, a wipe slider, a difference overlay — with the layout numbers that changed and an
// Approve button that posts the check's name to /api/approve (what `buttonlab approve` does).

const reviewState = { checks: [], loading: false };

/// An image of the latest check, by the URL /api/check gave; <img> cannot send headers, so the token goes in the query.
function reportImageURL(url) {
  return url + (url.includes("?") ? "&" : "?") + "token=" + encodeURIComponent(token);
}

function showTab(name) {
  const review = name === "review";
  document.body.dataset.tab = name;
  byId("playground").hidden = review;
  byId("review").hidden = !review;
  byId("tab-playground").setAttribute("aria-selected", String(!review));
  byId("tab-review").setAttribute("aria-selected", String(review));
  if (review && !reviewState.checks.length && !reviewState.loading) runCheck();
}

async function runCheck() {
  reviewState.loading = true;
  const summary = byId("review-summary");
  summary.textContent = "Checking every scenario against its golden…";
  byId("review").dataset.state = "checking";
  try {
    const response = await api("/api/check");
    const data = await response.json();
    if (!response.ok) {
      summary.textContent = data.message || (data.diagnostics || []).map((d) => d.message).join("; ");
      return;
    }
    reviewState.checks = data.checks || [];
    byId("review-title").textContent = "Review against " + data.golden;
    summary.textContent = data.summary || "";
    renderFailures();
  } finally {
    reviewState.loading = false;
    byId("review").dataset.state = "ready";
  }
}

function failing(check) {
  return !["passed", "recorded", "approved"].includes(check.status);
}

function renderFailures() {
  const list = byId("review-list");
  list.replaceChildren();
  const failures = reviewState.checks.filter(failing);
  byId("review-count").textContent = failures.length ? String(failures.length) : "";
  if (!failures.length) list.append(make("p", "placeholder", "Every check passes: nothing to review."));
  for (const check of failures) list.append(failureCard(check));
}

function failureCard(check) {
  const card = make("section", "failure");
  card.dataset.name = check.name || check.path;
  const header = make("header");
  const status = make("span", "status", check.status === "missingGolden" ? "no golden" : check.status);
  header.append(make("h3", "", check.name || check.path), status);
  const open = make("button", "", "Open");
  open.type = "button";
  open.title = "Edit " + check.path + " in the playground";
  open.addEventListener("click", () => {
    showTab("playground");
    openFile(check.path);
  });
  header.append(open);
  if (check.name && check.status !== "error") {
    const approve = make("button", "primary approve", "Approve");
    approve.type = "button";
    approve.title = "Write this figure and layout over the golden (buttonlab approve)";
    approve.addEventListener("click", () => approveCheck(check, card, approve, status));
    header.append(approve);
  }
  card.append(header, make("p", "message", check.message));
  for (const d of check.diagnostics || []) card.append(make("p", "message", diagnosticText(d)));
  const body = make("div", "failure-body");
  if (check.expected || check.actual) body.append(comparison(check));
  if ((check.layoutChanges || []).length) body.append(layoutChanges(check.layoutChanges));
  card.append(body);
  return card;
}

/// Golden and now, shown three ways: side by side, a wipe between them, and their difference.
function comparison(check) {
  const box = make("div");
  const modes = make("div", "modes");
  const view = make("div");
  const show = (mode) => {
    for (const b of modes.children) b.setAttribute("aria-pressed", String(b.dataset.mode === mode));
    view.replaceChildren(mode === "side" ? sideBySide(check) : stacked(check, mode));
  };
  for (const [mode, label] of [["side", "Side by side"], ["wipe", "Slider"], ["difference", "Overlay"]]) {
    const button = make("button", "", label);
    button.type = "button";
    button.dataset.mode = mode;
    button.addEventListener("click", () => show(mode));
    modes.append(button);
  }
  box.append(modes, view);
  show("side");
  return box;
}

function picture(url, caption) {
  const figure = make("figure");
  figure.append(make("figcaption", "", caption));
  const frame = make("div", "frame");
  if (url) {
    const image = make("img");
    image.src = reportImageURL(url);
    image.alt = caption;
    frame.append(image);
  } else frame.append(make("p", "placeholder", "none"));
  figure.append(frame);
  return figure;
}

function sideBySide(check) {
  const grid = make("div", "compare");
  grid.append(picture(check.expected, "Golden"), picture(check.actual, "Now"));
  if (check.diff) {
    grid.append(picture(check.diff, "Pixels that differ"));
  }
  return grid;
}

function stacked(check, mode) {
  const box = make("div", "frame");
  const stack = make("div", "stack " + mode);
  const under = make("img");
  under.src = reportImageURL(check.expected || check.actual);
  under.alt = "Golden";
  const over = make("img", "top");
  over.src = reportImageURL(check.actual || check.expected);
  over.alt = "Now";
  stack.append(under, over);
  box.append(stack);
  if (mode !== "wipe") return box;
  const wrapper = make("div");
  const wipe = make("input", "wipe");
  wipe.type = "range";
  wipe.min = 0;
  wipe.max = 100;
  wipe.value = 50;
  wipe.setAttribute("aria-label", "Golden on the left, now on the right");
  const apply = () => {
    over.style.clipPath = `inset(0 0 0 ${wipe.value}%)`;
  };
  wipe.addEventListener("input", apply);
  apply();
  wrapper.append(box, wipe);
  return wrapper;
}

/// `imageView.x 45.33 → 50` lines as a table of key, golden and now.
function layoutChanges(lines) {
  const table = make("table", "changes");
  const head = make("tr");
  head.append(make("th", "", "layout"), make("th", "", "golden"), make("th", "", "now"));
  table.append(head);
  for (const line of lines) {
    const row = make("tr");
    const parts = /^(.*) (\S+) → (\S+)$/.exec(line);
    if (parts) row.append(make("th", "", parts[1]), make("td", "was", parts[2]), make("td", "now", parts[3]));
    else {
      const cell = make("td", "", line);
      cell.colSpan = 3;
      row.append(cell);
    }
    table.append(row);
  }
  return table;
}

async function approveCheck(check, card, button, status) {
  button.disabled = true;
  const response = await api("/api/approve", {
    method: "POST",
    body: JSON.stringify({ names: [check.name] }),
    headers: { "Content-Type": "application/json" },
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    button.disabled = false;
    card.append(make("p", "message", (data.diagnostics || []).map((d) => d.message).join("; ") || data.message || String(response.status)));
    return;
  }
  check.status = "approved";
  status.textContent = "approved";
  status.classList.add("approved");
  card.dataset.approved = "true";
  const remaining = reviewState.checks.filter(failing).length;
  byId("review-count").textContent = remaining ? String(remaining) : "";
  card.append(make("p", "message", (data.lines || []).join("\n") || data.summary || ""));
}

function startReview() {
  byId("tab-playground").addEventListener("click", () => showTab("playground"));
  byId("tab-review").addEventListener("click", () => showTab("review"));
  byId("review-refresh").addEventListener("click", runCheck);
  if (state.review) {
    byId("tab-review").hidden = false;
    if (location.hash === "#review") showTab("review");
  }
}

// The values panel: a slider (with a number field) for every number of the text, a menu for every
// enum and boolean, grouped by their parent key; each edits exactly its scalar of the text.

const indexNames = {
  size: ["width", "height"],
  frame: ["x", "y", "width", "height"],
  rect: ["x", "y", "width", "height"],
  imageRect: ["x", "y", "width", "height"],
  titleRect: ["x", "y", "width", "height"],
};

function controlItems() {
  if (!state.schema || !/\.(ya?ml|json)$|^$/i.test(state.path || "")) return [];
  const items = [];
  for (const scalar of scanScalars(source.value)) {
    const facts = describeKey(state.schema, scalar.path);
    let kind = null;
    if (facts.kind === "enum" && facts.options.includes(scalar.value)) kind = "enum";
    else if (typeof scalar.value === "number" && facts.kind === "number") kind = "number";
    else if (typeof scalar.value === "boolean" && facts.kind === "boolean") kind = "boolean";
    if (kind) items.push({ scalar, facts, kind, key: pathText(scalar.path) });
  }
  return items;
}

function refreshControls() {
  const items = controlItems();
  const signature = items.map((i) => i.key + ":" + i.kind).join("|");
  if (signature !== state.controls) {
    state.controls = signature;
    buildControls(items);
    return;
  }
  for (const item of items) {
    const row = document.querySelector(`[data-key="${CSS.escape(item.key)}"]`);
    if (!row) continue;
    if (item.kind === "number") {
      const slider = row.querySelector("input[type=range]");
      const field = row.querySelector("input[type=number]");
      if (item.scalar.value < Number(slider.min)) slider.min = item.scalar.value;
      if (item.scalar.value > Number(slider.max)) slider.max = item.scalar.value;
      if (document.activeElement !== slider) slider.value = item.scalar.value;
      if (document.activeElement !== field) field.value = item.scalar.value;
    } else {
      row.querySelector("select").value = String(item.scalar.value);
    }
  }
}

function labelFor(path) {
  const last = path[path.length - 1];
  if (typeof last !== "number") return last;
  const names = indexNames[path[path.length - 2]];
  return names && names[last] ? names[last] : `[${last}]`;
}

function buildControls(items) {
  const box = byId("controls");
  box.replaceChildren();
  if (!items.length) {
    box.append(make("p", "hint", state.schema ? "No numbers or choices in this text." : ""));
    return;
  }
  // One box per parent key, in the order the text first names them.
  const groups = new Map();
  for (const item of items) {
    const parent = pathText(item.scalar.path.slice(0, -1));
    let group = groups.get(parent);
    if (!group) {
      group = make("fieldset", "group");
      group.append(make("legend", "", parent || "scenario"));
      groups.set(parent, group);
      box.append(group);
    }
    const row = make("div", "control");
    row.dataset.key = item.key;
    const label = make("label", "", labelFor(item.scalar.path));
    label.title = item.facts.description || item.key;
    const id = "control-" + item.key.replace(/[^A-Za-z0-9]/g, "-");
    label.htmlFor = id;
    row.append(label);
    if (item.kind === "number") {
      const range = sliderRange(item.facts, item.scalar.value);
      const slider = make("input");
      slider.type = "range";
      slider.id = id;
      slider.min = range.minimum;
      slider.max = range.maximum;
      slider.step = 1;
      slider.value = item.scalar.value;
      const field = make("input");
      field.type = "number";
      field.step = "any";
      field.value = item.scalar.value;
      field.setAttribute("aria-label", item.key);
      slider.addEventListener("input", () => {
        field.value = slider.value;
        editScalar(item.key, formatNumber(Number(slider.value)));
      });
      field.addEventListener("input", () => {
        if (field.value !== "" && Number.isFinite(Number(field.value))) editScalar(item.key, formatNumber(Number(field.value)));
      });
      row.append(slider, field);
    } else {
      const menu = make("select");
      menu.id = id;
      const options = item.kind === "boolean" ? [true, false] : item.facts.options;
      for (const option of options) menu.append(make("option", "", String(option)));
      menu.value = String(item.scalar.value);
      menu.addEventListener("change", () => editScalar(item.key, menu.value));
      row.append(menu);
    }
    group.append(row);
  }
}

/// Rewrites one scalar of the text (found again by its key path, since earlier edits move it).
function editScalar(key, value) {
  const scalar = scanScalars(source.value).find((s) => pathText(s.path) === key);
  if (!scalar) return;
  const raw = scalar.quoted ? scalar.raw[0] + value + scalar.raw[0] : value;
  if (raw === scalar.raw) return;
  const text = source.value;
  const caret = source.selectionStart;
  const shift = caret > scalar.start ? raw.length - scalar.raw.length : 0;
  setText(text.slice(0, scalar.start) + raw + text.slice(scalar.end), null);
  source.setSelectionRange(caret + shift, caret + shift);
}


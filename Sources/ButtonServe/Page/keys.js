// The scenario's editable values, read from the text on the client (docs/serve.md, "The page"):
// every scalar of a YAML (block or flow) or JSON scenario with its key path and its place in the
// text, and what the scenario's JSON Schema (GET /scenario-schema.json, generated from the schema
// declarations) says a key takes, so a control can rewrite exactly that scalar.

const numberPattern = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function scalar(path, text, start, end, quoted) {
  const raw = text.slice(start, end);
  let value = raw;
  if (quoted) value = raw.slice(1, -1);
  else if (numberPattern.test(raw)) value = Number(raw);
  else if (raw === "true" || raw === "false") value = raw === "true";
  return { path, start, end, raw, value, quoted };
}

// A flow collection or scalar (JSON, or YAML's {…}/[…]) from `at`; returns the offset after it.
function scanFlow(text, at, path, out) {
  let i = at;
  const skip = () => {
    for (;;) {
      while (i < text.length && /\s/.test(text[i])) i++;
      if (text[i] === "#" && (i === 0 || /\s/.test(text[i - 1]))) {
        while (i < text.length && text[i] !== "\n") i++;
      } else return;
    }
  };
  const quotedEnd = (from) => {
    const quote = text[from];
    let j = from + 1;
    while (j < text.length && text[j] !== quote) j += text[j] === "\\" && quote === '"' ? 2 : 1;
    return Math.min(j + 1, text.length);
  };
  const value = (valuePath) => {
    skip();
    const c = text[i];
    if (c === "{") {
      i++;
      for (;;) {
        skip();
        if (i >= text.length) return;
        if (text[i] === "}") { i++; return; }
        if (text[i] === ",") { i++; continue; }
        let key;
        if (text[i] === '"' || text[i] === "'") {
          const end = quotedEnd(i);
          key = text.slice(i + 1, end - 1);
          i = end;
        } else {
          const start = i;
          while (i < text.length && !/[:,}\n]/.test(text[i])) i++;
          key = text.slice(start, i).trim();
        }
        skip();
        if (text[i] === ":") { i++; value(valuePath.concat([key])); }
      }
    }
    if (c === "[") {
      i++;
      let index = 0;
      for (;;) {
        skip();
        if (i >= text.length) return;
        if (text[i] === "]") { i++; return; }
        if (text[i] === ",") { i++; index++; continue; }
        value(valuePath.concat([index]));
      }
    }
    if (c === '"' || c === "'") {
      const end = quotedEnd(i);
      out.push(scalar(valuePath, text, i, end, true));
      i = end;
      return;
    }
    const start = i;
    while (i < text.length && !/[,}\]\n]/.test(text[i]) && !(text[i] === "#" && /\s/.test(text[i - 1]))) i++;
    let end = i;
    while (end > start && /\s/.test(text[end - 1])) end--;
    if (end > start) out.push(scalar(valuePath, text, start, end, false));
  };
  i = at;
  value(path);
  return i;
}

/// Every scalar with its key path ("button", "size", 0), start and end offsets, raw text and value.
function scanScalars(text) {
  const out = [];
  const first = text.search(/\S/);
  if (first >= 0 && (text[first] === "{" || text[first] === "[")) {
    scanFlow(text, first, [], out);
    return out;
  }
  // Block YAML: a stack of open containers by indentation; sequences count their items.
  const stack = [{ indent: -1, path: [], items: 0, block: true }];
  let offset = 0;
  let resumeAt = 0;
  let literalIndent = -1; // inside a block scalar (| or >) opened by a key at this indent
  for (const line of text.split("\n")) {
    const lineStart = offset;
    offset += line.length + 1;
    if (lineStart < resumeAt) continue;
    let content = line.replace(/\s+$/, "");
    let indent = content.search(/\S/);
    if (literalIndent >= 0) {
      if (indent < 0 || indent > literalIndent) continue;
      literalIndent = -1;
    }
    if (indent < 0 || content[indent] === "#" || content.startsWith("---") || content.startsWith("%")) continue;
    let isItem = content.startsWith("- ", indent) || content === " ".repeat(indent) + "-";
    while (stack.length > 1) {
      const top = stack[stack.length - 1];
      // A key at a sequence item's column belongs to that item; anything else at a container's column ends it.
      if (top.indent > indent || (top.indent === indent && !top.item && !(isItem && top.block))) stack.pop();
      else break;
    }
    let parent = stack[stack.length - 1];
    let path = parent.path;
    let column = indent;
    while (isItem) {
      path = path.concat([parent.items++]);
      column += 2;
      while (content[column] === " ") column++;
      const container = { indent: column, path, items: 0, block: false, item: true };
      stack.push(container);
      parent = container;
      isItem = content.startsWith("- ", column);
    }
    const rest = content.slice(column);
    const key = /^("(?:[^"\\]|\\.)*"|'[^']*'|[^\s#'"{[][^#]*?)\s*:(?=\s|$)/.exec(rest);
    let valueColumn = column;
    if (key) {
      let name = key[1];
      if (name[0] === '"' || name[0] === "'") name = name.slice(1, -1);
      path = path.concat([name]);
      valueColumn = column + key[0].length;
      while (content[valueColumn] === " ") valueColumn++;
      if (valueColumn >= content.length || content[valueColumn] === "#") {
        stack.push({ indent: column, path, items: 0, block: true });
        continue;
      }
    }
    const at = lineStart + valueColumn;
    const c = text[at];
    if (c === "{" || c === "[" || c === '"' || c === "'") {
      resumeAt = scanFlow(text, at, path, out);
      continue;
    }
    if (c === "|" || c === ">") {
      literalIndent = column;
      continue;
    }
    let end = lineStart + content.length;
    const comment = content.indexOf(" #", valueColumn);
    if (comment >= 0) end = lineStart + comment;
    while (end > at && /\s/.test(text[end - 1])) end--;
    if (end > at) out.push(scalar(path, text, at, end, false));
  }
  return out;
}

function resolveRef(root, schema) {
  let s = schema;
  for (let n = 0; s && s.$ref && n < 16; n++) {
    s = s.$ref.replace(/^#\//, "").split("/").reduce((node, part) => (node ? node[part] : undefined), root);
  }
  return s;
}

// Every subschema that may describe a value (anyOf/oneOf/allOf branches flattened).
function alternatives(root, schema, out = []) {
  const s = resolveRef(root, schema);
  if (!s || typeof s !== "object") return out;
  out.push(s);
  for (const k of ["anyOf", "oneOf", "allOf"]) for (const branch of s[k] || []) alternatives(root, branch, out);
  return out;
}

function child(root, schema, segment) {
  const found = [];
  for (const s of alternatives(root, schema)) {
    if (typeof segment === "number") {
      if (s.prefixItems && s.prefixItems[segment]) found.push(s.prefixItems[segment]);
      else if (s.items && typeof s.items === "object") found.push(s.items);
    } else if (s.properties && s.properties[segment]) found.push(s.properties[segment]);
    else if (s.additionalProperties && typeof s.additionalProperties === "object") found.push(s.additionalProperties);
  }
  return found.length ? { anyOf: found } : null;
}

/// What the schema says of the value at `path`: {kind: "number"|"enum"|"boolean"|"text", options, minimum, maximum, description}.
function describeKey(root, path) {
  let schema = root;
  for (const segment of path) {
    schema = schema && child(root, schema, segment);
  }
  const facts = { kind: "unknown", options: null, minimum: null, maximum: null, description: "" };
  if (!schema) return facts;
  const types = new Set();
  for (const s of alternatives(root, schema)) {
    if (s.description && !facts.description) facts.description = s.description;
    if (Array.isArray(s.enum) && !facts.options) facts.options = s.enum;
    if (typeof s.minimum === "number") facts.minimum = s.minimum;
    if (typeof s.maximum === "number") facts.maximum = s.maximum;
    for (const t of [].concat(s.type || [])) types.add(t);
  }
  if (facts.options) facts.kind = "enum";
  else if (types.has("number") || types.has("integer")) facts.kind = "number";
  else if (types.size === 1 && types.has("boolean")) facts.kind = "boolean";
  else if (types.size) facts.kind = "text";
  return facts;
}

/// A number as the text shows it: at most 3 decimals, no trailing zeros.
function formatNumber(value) {
  return String(Math.round(value * 1000) / 1000);
}

/// The slider's range for a value: the schema's bounds where it has them, else twice the value, at least 100.
function sliderRange(facts, value) {
  const span = Math.max(100, Math.ceil((Math.abs(value) * 2) / 50) * 50);
  const minimum = facts.minimum !== null ? Math.max(facts.minimum, -span) : -span;
  const maximum = facts.maximum !== null ? Math.min(facts.maximum, span) : span;
  return { minimum, maximum: Math.max(maximum, minimum + 1) };
}

function pathText(path) {
  return path.map((p) => (typeof p === "number" ? `[${p}]` : p)).join(".").replace(/\.\[/g, "[");
}

/**
 * The API reference for people (`GET /api/docs`): the OpenAPI document rendered on the server as
 * one HTML page of tables (operations by tag, their parameters, bodies and answers, then every schema's fields).
 * No script at all and no third-party CDN, so it works under the API's CSP as it is (`script-src 'self'`; the
 * inline `<style>` is allowed by `style-src 'unsafe-inline'`, site/csp.ts).
 */
import { escapeHtml } from '../routes/form-post.ts';
import type { OpenApiDocument, OpenApiOperation } from './document.ts';

type JsonSchema = Record<string, unknown>;

/** Escaped text with Markdown code spans (`x`) as `<code>`. */
const prose = (text: string) =>
  escapeHtml(text).replace(/`([^`]+)`/g, (_match, code: string) => `<code>${code}</code>`);

/** The component name of a `$ref`, or undefined. */
const refName = (schema: JsonSchema | undefined) =>
  typeof schema?.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : undefined;

/** A link to a schema's section. */
const schemaLink = (name: string) =>
  `<a href="#schema-${escapeHtml(name)}"><code>${escapeHtml(name)}</code></a>`;

/** A short type description of a JSON Schema: `string (1–100, pattern …)`, `"a" | "b"`, `object`, `T[]`. */
function typeOf(schema: JsonSchema): string {
  const ref = refName(schema);
  if (ref) return schemaLink(ref);
  if (Array.isArray(schema.enum))
    return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ');
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return options.map((option) => typeOf(option as JsonSchema)).join(' | ');
  }
  if (schema.type === 'array') return `${typeOf((schema.items as JsonSchema | undefined) ?? {})}[]`;
  const limits: string[] = [];
  if (schema.format) limits.push(String(schema.format));
  const min = schema.minLength ?? schema.minimum ?? schema.minItems;
  const max = schema.maxLength ?? schema.maximum ?? schema.maxItems;
  if (min !== undefined && max !== undefined) limits.push(`${min}–${max}`);
  else if (max !== undefined) limits.push(`at most ${max}`);
  else if (min !== undefined) limits.push(`at least ${min}`);
  if (schema.pattern) limits.push(`pattern <code>${escapeHtml(String(schema.pattern))}</code>`);
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  return limits.length > 0 ? `${escapeHtml(type)} (${limits.join(', ')})` : escapeHtml(type);
}

/** The rows of an object schema's fields, nested objects (also in arrays) as dotted names. */
function fieldRows(schema: JsonSchema, prefix = ''): string[] {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return [];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const nested = field.type === 'array' ? ((field.items as JsonSchema | undefined) ?? {}) : field;
    const isObject = nested.type === 'object' && nested.properties;
    const extra =
      'default' in field ? ` default <code>${escapeHtml(JSON.stringify(field.default))}</code>` : '';
    const row = `<tr><td><code>${escapeHtml(path)}</code></td><td>${isObject ? (field.type === 'array' ? 'object[]' : 'object') : typeOf(field)}</td><td>${required.has(name) ? 'yes' : 'no'}${extra}</td></tr>`;
    return [row, ...(isObject ? fieldRows(nested, `${path}${field.type === 'array' ? '[].' : '.'}`) : [])];
  });
}

const fieldTable = (rows: string[]) =>
  rows.length === 0
    ? ''
    : `<table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;

/** One operation's section. */
function operationSection(path: string, method: string, operation: OpenApiOperation): string {
  const parts = [
    `<section id="${escapeHtml(operation.operationId)}"><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    `<p>${prose(operation.summary)}</p>`,
  ];
  if (operation.description) parts.push(`<p>${prose(operation.description)}</p>`);
  const auth = operation.security?.flatMap((requirement) => Object.keys(requirement)) ?? [];
  if (auth.includes('visitorSession'))
    parts.push('<p><strong>Needs</strong> the session’s <code>X-Session-Token</code> header.</p>');
  if (auth.includes('staffSession'))
    parts.push('<p><strong>Needs</strong> a staff sign-in (the <code>nl_staff</code> cookie).</p>');
  if (operation.parameters?.length) {
    const rows = operation.parameters.map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${typeOf(parameter.schema)}</td><td>${parameter.required ? 'yes' : 'no'}</td></tr>`,
    );
    parts.push(
      `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    );
  }
  if (operation.requestBody) {
    const types = Object.keys(operation.requestBody.content);
    const schema = operation.requestBody.content[types[0] ?? '']?.schema;
    const name = refName(schema);
    parts.push(
      `<h4>Body${operation.requestBody.required ? '' : ' (optional)'}</h4><p>${types.map((type) => `<code>${escapeHtml(type)}</code>`).join(' or ')}: ${name ? schemaLink(name) : 'any'}</p>`,
    );
  }
  const rows = Object.entries(operation.responses).map(([status, response]) => {
    const body = Object.entries(response.content ?? {})
      .map(([type, { schema }]) => {
        const name = refName(schema);
        return `<code>${escapeHtml(type)}</code>${name ? ` ${schemaLink(name)}` : ''}`;
      })
      .join(', ');
    return `<tr><td>${escapeHtml(status)}</td><td>${prose(response.description)}</td><td>${body}</td></tr>`;
  });
  parts.push(
    `<h4>Answers</h4><table><thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">Body</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`,
  );
  return parts.join('\n');
}

/**
 * The reference page of a document.
 *
 * @param document the OpenAPI document (`buildOpenApiDocument()`)
 * @returns a complete HTML page (no script)
 */
export function renderReferencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(path, method, operation)]);
    }
  }
  // The webhook calls the API makes, under their tag, each titled by its event type.
  for (const [type, { post }] of Object.entries(document.webhooks)) {
    const tag = post.tags[0] ?? 'Other';
    byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(type, 'post', post)]);
  }
  const tagSections = document.tags
    .map(
      (tag) =>
        `<section><h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2><p>${prose(tag.description)}</p>${(byTag.get(tag.name) ?? []).join('\n')}</section>`,
    )
    .join('\n');
  const schemaSections = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<section id="schema-${escapeHtml(name)}"><h3><code>${escapeHtml(name)}</code></h3>${fieldTable(fieldRows(schema)) || `<p>${typeOf(schema)}</p>`}</section>`,
    )
    .join('\n');
  const security = Object.entries(document.components.securitySchemes)
    .map(([name, scheme]) => `<li><code>${escapeHtml(name)}</code>: ${prose(scheme.description ?? '')}</li>`)
    .join('');
  const contents = document.tags
    .map((tag) => `<li><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>
body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff}
main{max-width:64rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.75rem;color:#1e40af;margin:0 0 1rem}h2{border-bottom:2px solid #1e40af;margin-top:2.5rem}
h3{margin:2rem 0 .5rem;font-size:1.15rem}h4{margin:1rem 0 .25rem;font-size:1rem}
.method{display:inline-block;min-width:3.5rem;padding:0 .4rem;border-radius:.25rem;background:#1e40af;color:#fff;font-size:.85rem;text-align:center}
table{border-collapse:collapse;width:100%;margin:.25rem 0 1rem;font-size:.9rem;display:block;overflow-x:auto}
th,td{border:1px solid #d1d5db;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#f3f4f6}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.875em;overflow-wrap:anywhere}
a{color:#1e40af}a:focus-visible{outline:3px solid #1e40af;outline-offset:2px}
</style>
</head>
<body>
<main id="main">
<h1>${escapeHtml(document.info.title)} reference</h1>
<p>Version ${escapeHtml(document.info.version)}. ${prose(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
<h2 id="authentication">Authentication</h2>
<ul>${security}</ul>
<nav aria-label="Groups"><ul>${contents}<li><a href="#schemas">Schemas</a></li></ul></nav>
${tagSections}
<section><h2 id="schemas">Schemas</h2>
${schemaSections}
</section>
</main>
</body>
</html>`;
}

/**
 * Generates the API reference from openapi/rainbond.yaml: one page per operation
 * (docs/api/<group>/<operationId>.md) and one index page per group, in Chinese
 * and, under i18n/en, in English; the `api` sidebar item list
 * (sidebars/api.generated.json); and a copy of the document under static/ for
 * download. Run it with `npm run gen:api` (tools/openapi/run.mjs); the unit test
 * tests/unit/openapiPages.test.ts fails when the committed output is stale.
 *
 * Chinese text comes from the standard fields (summary, description), English
 * from the x-…-en extensions next to them.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {parse} from 'yaml';
import {parseSource, sourceProblems as entryProblems} from '../../config/sources';
import {translationHash, withRecordedHash} from '../../plugins/translation-status/hash';

export type Locale = 'zh' | 'en';
type Json = any;

export const SPEC_FILE = 'openapi/rainbond.yaml';
export const ZH_DIR = 'docs/api';
export const EN_DIR = 'i18n/en/docusaurus-plugin-content-docs/current/api';
export const SIDEBAR_FILE = 'sidebars/api.generated.json';
export const STATIC_COPY = 'static/openapi/rainbond.yaml';
/** Folders the generator owns completely: anything else in them is stale. */
export const OWNED_DIRS = [ZH_DIR, EN_DIR];
const CONSOLE = 'http://192.168.2.225:7070';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * The repositories a `sources:` entry may name, and the form of an entry:
 * `goodrain/<repo>@v5.8.1-release:<path>` with an optional `#L<n>` or `#L<a>-L<b>`.
 * Every operation lists, in `x-sources`, the console files that support what the
 * document says about it; the generator copies them into the pages' front matter.
 */
/** The console release every operation is checked against. */
export const API_SOURCE_REF = 'v5.8.1-release';
/**
 * Files behind the text every page shares: the URL table, token authentication,
 * the v2 switch and manage token, and the shape of error bodies.
 */
export const COMMON_SOURCES = [
  'goodrain/rainbond-console@v5.8.1-release:console/views/base.py#L455-L484',
  'goodrain/rainbond-console@v5.8.1-release:console/utils/response.py#L6-L28',
];
/** The personal access token: how the console checks it and where the UI creates it. */
const V1_SOURCES = [
  'goodrain/rainbond-console@v5.8.1-release:openapi/auth/authentication.py#L14-L27',
  'goodrain/rainbond-ui@v5.8.1-release:src/locales/zh-CN/menu.js#L45',
  'goodrain/rainbond-ui@v5.8.1-release:src/locales/zh-CN/enterprise.js#L961-L975',
];
const V2_SOURCES = [
  'goodrain/rainbond-console@v5.8.1-release:openapi/urls.py#L65-L66',
  'goodrain/rainbond-console@v5.8.1-release:openapi/v2/auth/authentication.py#L30-L40',
];

/**
 * Problems with an operation's `x-sources`: missing, empty or malformed entries (the form of
 * `sources:` in config/sources.ts), or entries that cite another release of the console.
 */
export function sourceProblems(op: Json): string[] {
  const list: unknown = op?.['x-sources'];
  const problems = entryProblems(list, true).map((p) => `x-sources: ${p}`);
  for (const entry of Array.isArray(list) ? list : []) {
    const parsed = typeof entry === 'string' ? parseSource(entry) : undefined;
    if (parsed && parsed.ref !== API_SOURCE_REF) problems.push(`x-sources: not at ${API_SOURCE_REF}: ${entry}`);
  }
  return problems;
}

/** True for the platform management endpoints under /openapi/v2, which use the manage token. */
export function isManageApi(path: string): boolean {
  return path.startsWith('/openapi/v2/');
}

/** The `sources:` list of an operation's page: its own entries, then the shared ones. */
export function pageSources(op: Operation): string[] {
  const problems = sourceProblems(op.op);
  if (problems.length) throw new Error(`${op.operationId}: ${problems.join('; ')}`);
  const shared = isManageApi(op.path) ? [...V2_SOURCES, ...COMMON_SOURCES] : [...V1_SOURCES, ...COMMON_SOURCES];
  return [...new Set<string>([...op.op['x-sources'], ...shared])];
}

/** The `sources:` list of a group's index page: the files (without line anchors) its operations cite. */
export function groupSources(group: Group): string[] {
  const files = new Set<string>(['goodrain/rainbond-console@v5.8.1-release:openapi/urls.py']);
  for (const o of group.operations) for (const entry of pageSources(o)) files.add(entry.replace(/#L.*$/, ''));
  return [...files];
}

export interface Operation {
  operationId: string;
  group: string;
  method: string;
  path: string;
  op: Json;
}

export interface Group {
  name: string;
  tag: Json;
  operations: Operation[];
}

export interface SpecModel {
  doc: Json;
  groups: Group[];
}

// ---------------------------------------------------------------- loading

export function parseSpec(text: string): Json {
  // `merge` resolves the `<<: *anchor` keys the examples use.
  return parse(text, {merge: true});
}

export function buildModel(doc: Json): SpecModel {
  const groups: Group[] = (doc.tags ?? []).map((tag: Json) => ({name: tag.name, tag, operations: []}));
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const groupName = op.tags?.[0];
      const group = groups.find((g) => g.name === groupName);
      if (!group) throw new Error(`${op.operationId}: unknown tag ${groupName}`);
      group.operations.push({operationId: op.operationId, group: groupName, method, path, op});
    }
  }
  for (const g of groups) g.operations.sort((a, b) => a.operationId.localeCompare(b.operationId, 'en'));
  return {doc, groups};
}

/** Follows a local `$ref` (`#/components/...`) until it reaches a value. */
export function deref(doc: Json, node: Json): Json {
  let current = node;
  for (let i = 0; current && typeof current === 'object' && typeof current.$ref === 'string'; i++) {
    if (i > 20) throw new Error(`$ref loop at ${node.$ref}`);
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local $ref are supported: ${ref}`);
    const siblings = {...current};
    delete siblings.$ref;
    let target: Json = doc;
    for (const part of ref.slice(2).split('/')) {
      target = target?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    if (target === undefined) throw new Error(`broken $ref ${ref}`);
    // Sibling keywords (OpenAPI 3.1) such as description override the target's.
    current = Object.keys(siblings).length ? {...target, ...siblings} : target;
  }
  return current;
}

/** A schema with its `$ref` followed and its `allOf` parts merged into one object. */
export function flatSchema(doc: Json, schema: Json): Json {
  const s = deref(doc, schema);
  if (!s || !s.allOf) return s;
  const merged: Json = {type: 'object', properties: {}, required: [] as string[]};
  for (const part of s.allOf) {
    const p = flatSchema(doc, part);
    Object.assign(merged.properties, p.properties ?? {});
    merged.required.push(...(p.required ?? []));
  }
  for (const key of ['description', 'x-description-en']) if (s[key]) merged[key] = s[key];
  return merged;
}

// ---------------------------------------------------------------- text helpers

const CJK = '\u3000-\u303f\u3400-\u9fff\uff00-\uffef';
const CJK_GAP = new RegExp(`([${CJK}]) +(?=[${CJK}])`, 'g');
/** A full-width sentence mark is never followed by a space, whatever comes next ("。 region" → "。region"). */
const AFTER_FULLWIDTH_MARK = /([。，；：！？、）」』]) +/g;

/** Text of a field in one language; YAML folding leaves spaces between Chinese sentences. */
export function text(node: Json, key: 'summary' | 'description', locale: Locale): string {
  const raw: string | undefined = locale === 'zh' ? node?.[key] : node?.[`x-${key}-en`];
  if (!raw) return '';
  const clean = raw.replace(/\s+/g, ' ').trim();
  return locale === 'zh' ? clean.replace(CJK_GAP, '$1').replace(AFTER_FULLWIDTH_MARK, '$1') : clean;
}

/** Escapes text for MDX prose and table cells (braces and angle brackets are syntax there). */
export function mdx(value: string): string {
  // Code spans (`name`) stay as they are, apart from `|`, which still splits a table cell.
  return value
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2
        ? part.replace(/\|/g, '\\|')
        : part
            .replace(/\\/g, '\\\\')
            .replace(/[{}]/g, (c) => `\\${c}`)
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;')
            .replace(/\|/g, '\\|'),
    )
    .join('');
}

const code = (value: string) => `\`${value}\``;

/** Readable type of a schema: `string`, `array<object>`, `integer` … */
export function typeName(doc: Json, schema: Json): string {
  const s = flatSchema(doc, schema);
  if (!s) return 'any';
  const types: string[] = Array.isArray(s.type) ? s.type.filter((t: string) => t !== 'null') : s.type ? [s.type] : [];
  let base = types[0] ?? (s.properties ? 'object' : 'any');
  if (base === 'array') base = `array<${typeName(doc, s.items)}>`;
  if (s.format && types.length) base += `(${s.format})`;
  return base;
}

function nullable(doc: Json, schema: Json): boolean {
  const s = flatSchema(doc, schema);
  return Array.isArray(s?.type) && s.type.includes('null');
}

const L = {
  zh: {
    yes: '是',
    no: '否',
    nullable: '可为 null',
    readOnly: '只读',
    values: '可选值',
    default: '默认值',
    length: (min?: number, max?: number) =>
      min !== undefined && max !== undefined ? `长度 ${min} 到 ${max} 个字符` : max !== undefined ? `最长 ${max} 个字符` : `至少 ${min} 个字符`,
    range: (min?: number, max?: number) =>
      min !== undefined && max !== undefined ? `取值 ${min} 到 ${max}` : max !== undefined ? `不大于 ${max}` : `不小于 ${min}`,
    none: '—',
    colon: '：',
    sep: '；',
    period: '。',
  },
  en: {
    yes: 'Yes',
    no: 'No',
    nullable: 'may be null',
    readOnly: 'read-only',
    values: 'values',
    default: 'default',
    length: (min?: number, max?: number) =>
      min !== undefined && max !== undefined ? `${min} to ${max} characters` : max !== undefined ? `at most ${max} characters` : `at least ${min} characters`,
    range: (min?: number, max?: number) =>
      min !== undefined && max !== undefined ? `${min} to ${max}` : max !== undefined ? `at most ${max}` : `at least ${min}`,
    none: '—',
    colon: ': ',
    sep: '; ',
    period: '.',
  },
} as const;

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/**
 * Rows for a schema table: nested objects are flattened with dotted names
 * (`configuration.set_headers[].key`); an array of objects adds `[]`.
 */
export function flattenFields(doc: Json, schema: Json, locale: Locale, prefix = '', depth = 0): FieldRow[] {
  const s = flatSchema(doc, schema);
  if (!s) return [];
  if (depth === 0 && (s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')))) {
    return flattenFields(doc, s.items, locale, '[].', depth + 1);
  }
  const rows: FieldRow[] = [];
  const required = new Set<string>(s.required ?? []);
  for (const [name, raw] of Object.entries<Json>(s.properties ?? {})) {
    const prop = flatSchema(doc, raw);
    const described = deref(doc, raw);
    const notes: string[] = [];
    const base = text(described, 'description', locale) || text(prop, 'description', locale);
    if (base) notes.push(base);
    if (prop?.enum) {
      const values = prop.enum.filter((v: unknown) => v !== null).map((v: unknown) => code(String(v)));
      notes.push(`${L[locale].values}${L[locale].colon}${values.join(locale === 'zh' ? '、' : ', ')}`);
    }
    if (prop?.minLength !== undefined || prop?.maxLength !== undefined) notes.push(L[locale].length(prop.minLength, prop.maxLength));
    if (prop?.minimum !== undefined || prop?.maximum !== undefined) notes.push(L[locale].range(prop.minimum, prop.maximum));
    if (prop?.default !== undefined && typeof prop.default !== 'object') {
      notes.push(`${L[locale].default}${L[locale].colon}${code(String(prop.default))}`);
    }
    if (nullable(doc, raw)) notes.push(L[locale].nullable);
    if (prop?.readOnly) notes.push(L[locale].readOnly);
    const full = `${prefix}${name}`;
    rows.push({name: full, type: typeName(doc, raw), required: required.has(name), description: notes.join(L[locale].sep)});
    if (depth < 4) {
      if (prop?.properties) rows.push(...flattenFields(doc, prop, locale, `${full}.`, depth + 1));
      const items = prop?.items ? flatSchema(doc, prop.items) : undefined;
      if (items?.properties) rows.push(...flattenFields(doc, items, locale, `${full}[].`, depth + 1));
    }
  }
  return rows;
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function fieldTable(rows: FieldRow[], locale: Locale): string {
  const header = locale === 'zh' ? ['字段', '类型', '必填', '说明'] : ['Field', 'Type', 'Required', 'Description'];
  return table(
    header,
    rows.map((r) => [
      code(r.name),
      code(r.type),
      r.required ? L[locale].yes : L[locale].no,
      r.description ? mdx(r.description) : L[locale].none,
    ]),
  );
}

/** The examples of a media type, each with an optional label. */
export function examplesOf(doc: Json, media: Json, locale: Locale): {label: string; value: Json}[] {
  if (!media) return [];
  if (media.example !== undefined) return [{label: '', value: media.example}];
  return Object.values<Json>(media.examples ?? {}).map((ex) => {
    const e = deref(doc, ex);
    return {label: text(e, 'summary', locale), value: e.value};
  });
}

const json = (value: Json) => JSON.stringify(value, null, 2);

const STATUS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '412': 'Precondition Failed',
  '500': 'Internal Server Error',
  '507': 'Insufficient Storage',
};

// ---------------------------------------------------------------- pages

export function groupLabel(group: Group, locale: Locale): string {
  return locale === 'zh' ? group.tag['x-label'] : group.tag['x-label-en'];
}

function params(doc: Json, op: Operation): Json[] {
  return (op.op.parameters ?? []).map((p: Json) => deref(doc, p));
}

function curlExample(model: SpecModel, op: Operation, locale: Locale): string {
  const {doc} = model;
  let path = op.path;
  const query: string[] = [];
  for (const p of params(doc, op)) {
    const example = p.example ?? p.schema?.example ?? `<${p.name}>`;
    if (p.in === 'path') path = path.replace(`{${p.name}}`, String(example));
    else if (p.in === 'query' && p.required) query.push(`${p.name}=${encodeURIComponent(String(example))}`);
  }
  const url = `$RBD_URL${path}${query.length ? `?${query.join('&')}` : ''}`;
  const lines = [`curl -X ${op.method.toUpperCase()} "${url}"`, `  -H "Authorization: $RBD_TOKEN"`];
  const media = op.op.requestBody?.content?.['application/json'];
  const example = examplesOf(doc, media, locale)[0];
  if (example) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d '${JSON.stringify(example.value).replace(/'/g, `'\\''`)}'`);
  }
  return lines.join(' \\\n');
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Operations of the same group whose paths share the most leading segments with this one. */
export function relatedOperations(model: SpecModel, op: Operation, max = 4): Operation[] {
  const group = model.groups.find((g) => g.name === op.group)!;
  const all = model.groups.flatMap((g) => g.operations);
  // x-related names operations of other groups that belong to the same task.
  const named: Operation[] = (op.op['x-related'] ?? []).map((id: string) => {
    const found = all.find((o) => o.operationId === id);
    if (!found) throw new Error(`${op.operationId}: x-related names unknown operation ${id}`);
    return found;
  });
  const mine = segments(op.path);
  const score = (other: Operation) => {
    const theirs = segments(other.path);
    let n = 0;
    while (n < mine.length && n < theirs.length && mine[n] === theirs[n]) n++;
    return n;
  };
  const nearest = group.operations
    .filter((o) => o !== op && !named.includes(o))
    .map((o) => ({o, s: score(o)}))
    .sort((a, b) => b.s - a.s || a.o.operationId.localeCompare(b.o.operationId, 'en'))
    .slice(0, Math.max(0, max - named.length))
    .map((x) => x.o);
  return [...named, ...nearest];
}

function frontMatter(fields: Record<string, string | string[]>): string {
  const lines = ['---'];
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) {
      lines.push(`${key}:`);
      for (const v of value) lines.push(`  - ${JSON.stringify(v)}`);
    } else lines.push(`${key}: ${JSON.stringify(value)}`);
  }
  lines.push('---', '');
  return lines.join('\n');
}

const GENERATED_NOTE = '<!-- Generated by tools/openapi/generate.ts from openapi/rainbond.yaml. Do not edit: run `npm run gen:api`. -->';

function firstSentence(value: string, locale: Locale): string {
  value = value.replace(/`/g, '');
  const match = locale === 'zh' ? /^[^。]*。/.exec(value) : /^.*?\.(?=\s|$)/.exec(value);
  return (match ? match[0] : value).trim();
}

export function renderOperation(model: SpecModel, op: Operation, locale: Locale): string {
  const {doc} = model;
  const zh = locale === 'zh';
  const summary = text(op.op, 'summary', locale);
  const description = text(op.op, 'description', locale);
  const method = op.method.toUpperCase();
  const group = model.groups.find((g) => g.name === op.group)!;
  const out: string[] = [];

  out.push(
    frontMatter({
      // The operationId is in the title (the page's h1), so that searching for it finds this page
      // first; the sidebar keeps the short summary.
      title: zh ? `${summary}（${op.operationId}）` : `${summary} (${op.operationId})`,
      sidebar_label: summary,
      description: zh
        ? `${op.operationId}（${method} ${op.path}）：${firstSentence(description, locale)}`
        : `${op.operationId} (${method} ${op.path}): ${firstSentence(description, locale)}`,
      // The method with the path ("PUT /openapi/…"): an API query naming the method finds this operation (RANKING.method).
      keywords: [op.operationId, op.path, `${method} ${op.path}`, summary],
      sources: pageSources(op),
    }),
  );
  out.push(GENERATED_NOTE, '');
  out.push(mdx(description), '');
  out.push(
    table(
      zh ? ['项目', '值'] : ['Item', 'Value'],
      [
        ['operationId', code(op.operationId)],
        [zh ? '请求方法' : 'Method', code(method)],
        [zh ? '路径' : 'Path', code(op.path)],
        [zh ? '分组' : 'Group', `[${groupLabel(group, locale)}](./index.md)`],
      ],
    ),
    '',
  );

  // Endpoint
  out.push(zh ? '## 请求地址 {#endpoint}' : '## Endpoint {#endpoint}', '');
  out.push(
    zh
      ? `OpenAPI 由控制台提供，请求发往控制台的地址，而不是集群端的 API。完整 URL 由控制台地址和下面的路径拼成，路径中用花括号标出的部分要替换成实际的值。下例假设控制台地址为 ${code(CONSOLE)}：`
      : `The OpenAPI is served by the console, so requests go to the console's address rather than to the cluster-side API. The full URL is the console address followed by the path below; replace each part in braces with a real value. This example assumes the console is at ${code(CONSOLE)}:`,
    '',
  );
  out.push('```text', `${method} ${CONSOLE}${op.path}`, '```', '');

  // Authentication
  out.push(zh ? '## 认证 {#authentication}' : '## Authentication {#authentication}', '');
  if (isManageApi(op.path)) {
    out.push(
      zh
        ? '这是 `/openapi/v2/manage` 下的平台管理接口。控制台只有在设置了环境变量 `OPENAPI_V2=true` 时才注册这组路径，否则请求会得到 404。它不认个人访问令牌：请求头 `Authorization` 中要原样放入控制台环境变量 `MANAGE_TOKEN` 的值，不加 `Bearer` 前缀；`MANAGE_TOKEN` 未设置或与请求头不一致时，请求会因认证失败被拒绝。'
        : 'This is a platform management endpoint under `/openapi/v2/manage`. The console registers these paths only when its environment variable `OPENAPI_V2` is set to `true`; otherwise the request gets a 404. Personal access tokens do not work here: put the value of the console\'s `MANAGE_TOKEN` environment variable as-is in the `Authorization` header, with no `Bearer` prefix. When `MANAGE_TOKEN` is unset or differs from the header, the request is refused as unauthenticated.',
      '',
    );
  } else out.push(
    zh
      ? '在请求头 `Authorization` 中原样放入访问令牌，不加 `Bearer` 前缀。令牌在控制台右上角进入个人中心，在访问令牌页面点击新增生成。接口以令牌所属用户的身份和权限执行，权限不足或令牌无效时请求会被拒绝。令牌的获取步骤见 [OpenAPI 简介](../../Intro.md#authentication)。'
      : 'Put your access token as-is in the `Authorization` header, with no `Bearer` prefix. Create the token in the console: open the personal center from the top-right corner, go to the access tokens page and click Add. The call runs as the user who owns the token and with that user\'s permissions; a missing or invalid token, or too few permissions, gets the request refused. The [OpenAPI introduction](../../Intro.md#authentication) walks through getting a token.',
    '',
  );

  // Parameters
  out.push(zh ? '## 请求参数 {#parameters}' : '## Parameters {#parameters}', '');
  const ps = params(doc, op);
  if (ps.length) {
    out.push(
      zh
        ? '路径参数是 URL 中花括号标出的部分，查询参数跟在 `?` 后面，以 `name=value` 的形式用 `&` 连接。'
        : 'Path parameters are the parts of the URL in braces; query parameters follow a `?` as `name=value` pairs joined by `&`.',
      '',
    );
    const where = (p: Json) =>
      zh ? ({path: '路径', query: '查询', header: '请求头'} as Record<string, string>)[p.in] : p.in;
    out.push(
      table(
        zh ? ['参数', '位置', '类型', '必填', '说明'] : ['Name', 'In', 'Type', 'Required', 'Description'],
        ps.map((p) => [
          code(p.name),
          where(p),
          code(typeName(doc, p.schema)),
          p.required ? L[locale].yes : L[locale].no,
          mdx(text(p, 'description', locale)),
        ]),
      ),
      '',
    );
  } else {
    out.push(
      zh
        ? '这个接口没有路径参数和查询参数，只需要在请求头中携带令牌。'
        : 'This endpoint takes no path or query parameters; the token in the header is all it needs.',
      '',
    );
  }

  // Request body
  const body = op.op.requestBody ? deref(doc, op.op.requestBody) : undefined;
  if (body) {
    const media = body.content?.['application/json'];
    out.push(zh ? '## 请求体 {#request-body}' : '## Request body {#request-body}', '');
    out.push(
      zh
        ? `请求体是 JSON，发送时带上请求头 ${code('Content-Type: application/json')}。${body.required ? '请求体必填。' : '请求体可以不传；传入时，下表中标为必填的字段需要提供。'}嵌套对象的字段用点号连接，数组元素用 ${code('[]')} 表示。`
        : `The body is JSON; send it with the header ${code('Content-Type: application/json')}. ${body.required ? 'The body is required.' : 'You may leave the body out; when you send one, include the fields marked as required below.'} Fields of nested objects are joined with dots, and ${code('[]')} stands for the items of an array.`,
      '',
    );
    if (media?.schema) out.push(fieldTable(flattenFields(doc, media.schema, locale), locale), '');
    const examples = examplesOf(doc, media, locale);
    out.push(zh ? '### 请求示例 {#request-example}' : '### Request example {#request-example}', '');
    for (const ex of examples) {
      if (ex.label) out.push(`${mdx(ex.label)}${L[locale].colon.trim()}`, '');
      out.push('```json', json(ex.value), '```', '');
    }
  }

  // Responses
  out.push(zh ? '## 响应 {#responses}' : '## Responses {#responses}', '');
  const codes = Object.keys(op.op.responses ?? {});
  const errors = codes.some((c) => c.startsWith('4'));
  out.push(
    zh
      ? `下面列出这个接口的 ${codes.length} 种响应：${codes.map(code).join('、')}。${
          errors ? '每种失败响应的响应体见对应小节。' : ''
        }此外，请求体或参数没有通过校验时，控制台返回 400，响应体形如 ${code('{"detail": "参数错误", "err": {...}, "code": 20400}')}；团队、集群、应用或组件不存在等业务错误，响应体带有 ${code('code')}、${code('msg')} 和 ${code('msg_show')} 字段，${code('msg_show')} 是中文提示。`
      : `Below are the ${codes.length === 1 ? 'one response' : `${codes.length} responses`} of this endpoint: ${codes.map(code).join(', ')}. ${
          errors ? 'The subsection of each error response describes its body. ' : ''
        }Besides these, when the body or a parameter fails validation the console answers 400 with a body like ${code('{"detail": "参数错误", "err": {...}, "code": 20400}')}; business errors, such as a team, cluster, app or component that does not exist, come with ${code('code')}, ${code('msg')} and ${code('msg_show')} fields, where ${code('msg_show')} is a message in Chinese.`,
    '',
  );
  for (const status of codes) {
    const res = deref(doc, op.op.responses[status]);
    out.push(`### ${status} ${STATUS[status] ?? ''} {#response-${status}}`.replace('  ', ' '), '');
    out.push(`${mdx(text(res, 'description', locale))}${L[locale].period}`, '');
    const media = res.content?.['application/json'];
    if (!media) {
      out.push(zh ? '这个响应没有可解析的响应体，以状态码判断结果即可。' : 'There is no body to parse; go by the status code.', '');
      continue;
    }
    const s = flatSchema(doc, media.schema);
    const isArray = s?.type === 'array';
    const rows = flattenFields(doc, media.schema, locale);
    if (rows.length) {
      out.push(
        zh
          ? isArray
            ? '响应体是一个 JSON 数组，数组中每个元素的字段如下：'
            : '响应体是一个 JSON 对象，字段如下：'
          : isArray
            ? 'The body is a JSON array; each item has these fields:'
            : 'The body is a JSON object with these fields:',
        '',
      );
      out.push(fieldTable(rows, locale), '');
    }
    for (const ex of examplesOf(doc, media, locale)) {
      out.push(zh ? '响应示例：' : 'Example:', '');
      out.push('```json', json(ex.value), '```', '');
    }
  }

  // curl
  out.push(zh ? '## curl 示例 {#curl-example}' : '## curl example {#curl-example}', '');
  out.push(
    zh
      ? `先按 [OpenAPI 简介](../../Intro.md#example) 中的做法，把控制台地址和令牌分别放进环境变量 ${code('RBD_URL')} 和 ${code('RBD_TOKEN')}，再执行下面的命令。命令中的 ID 和名称是示例值，请换成你自己环境里的值。`
      : `First put the console address and your token into the ${code('RBD_URL')} and ${code('RBD_TOKEN')} environment variables, as the [OpenAPI introduction](../../Intro.md#example) shows, then run the command below. The IDs and names in it are sample values; replace them with those of your own installation.`,
    '',
  );
  out.push('```bash', curlExample(model, op, locale), '```', '');

  // Related
  out.push(zh ? '## 相关接口 {#related}' : '## Related endpoints {#related}', '');
  out.push(
    zh
      ? `完成同一类任务时常一起用到的接口，以及「${groupLabel(group, locale)}」分组中路径相近的接口：`
      : `Endpoints often used for the same task, and endpoints with similar paths from the same part of the reference (${groupLabel(group, locale)}):`,
    '',
  );
  for (const other of relatedOperations(model, op)) {
    const href = other.group === op.group ? `./${other.operationId}.md` : `../${other.group}/${other.operationId}.md`;
    out.push(`- [${mdx(text(other.op, 'summary', locale))}](${href})${zh ? '：' : ': '}${code(`${other.method.toUpperCase()} ${other.path}`)}`);
  }
  out.push('');
  return out.join('\n');
}

export function renderGroupIndex(model: SpecModel, group: Group, locale: Locale): string {
  const {doc} = model;
  const zh = locale === 'zh';
  const label = groupLabel(group, locale);
  const description = text(group.tag, 'description', locale);
  const out: string[] = [];
  out.push(
    frontMatter({
      title: zh ? `${label}接口` : `${label} API`,
      sidebar_label: zh ? `${label}接口概览` : `${label} overview`,
      description: firstSentence(description, locale),
      sources: groupSources(group),
    }),
  );
  out.push(GENERATED_NOTE, '');
  out.push(mdx(description), '');

  out.push(zh ? '## 接口列表 {#operations}' : '## Endpoints {#operations}', '');
  out.push(
    zh
      ? `这一组共有 ${group.operations.length} 个接口，按 operationId 的字母顺序排列，页面地址的最后一段就是 operationId。点击接口名称查看参数、请求体、响应和 curl 示例。`
      : `This group has ${group.operations.length} endpoints, in alphabetical order of their operationId, which is also the last segment of each page's address. Open one to see its parameters, request body, responses and a curl example.`,
    '',
  );
  out.push(
    table(
      zh ? ['接口', '方法', '路径'] : ['Endpoint', 'Method', 'Path'],
      group.operations.map((o) => [
        `[${mdx(text(o.op, 'summary', locale))}](./${o.operationId}.md)`,
        code(o.method.toUpperCase()),
        code(o.path),
      ]),
    ),
    '',
  );

  const seen = new Map<string, Json>();
  for (const o of group.operations) {
    for (const p of params(doc, o)) if (p.in === 'path' && !seen.has(p.name)) seen.set(p.name, p);
  }
  out.push(zh ? '## 常用路径参数 {#path-parameters}' : '## Common path parameters {#path-parameters}', '');
  if (seen.size) {
    out.push(
      zh
        ? '这一组接口的路径里会用到下面这些参数，它们的值都可以从其他接口的返回结果中拿到：'
        : 'The paths of this group use the parameters below; other endpoints return every one of their values:',
      '',
    );
    out.push(
      table(
        zh ? ['参数', '类型', '说明'] : ['Name', 'Type', 'Description'],
        [...seen.values()].map((p) => [code(p.name), code(typeName(doc, p.schema)), mdx(text(p, 'description', locale))]),
      ),
      '',
    );
  } else {
    out.push(
      zh
        ? '这一组接口的路径里没有路径参数，筛选和分页都通过查询参数完成。'
        : 'No endpoint of this group has path parameters; filtering and paging use query parameters.',
      '',
    );
  }

  out.push(zh ? '## 调用前准备 {#before-you-start}' : '## Before you start {#before-you-start}', '');
  if (group.operations.some((o) => isManageApi(o.path))) {
    out.push(
      zh
        ? '这一组里路径以 `/openapi/v2/manage` 开头的是平台管理接口：控制台设置了环境变量 `OPENAPI_V2=true` 才会提供它们，请求头 `Authorization` 中放的是控制台环境变量 `MANAGE_TOKEN` 的值，而不是个人访问令牌。'
        : 'The endpoints of this group whose paths start with `/openapi/v2/manage` are platform management endpoints: the console serves them only when its `OPENAPI_V2` environment variable is `true`, and their `Authorization` header carries the value of the console\'s `MANAGE_TOKEN` environment variable instead of a personal access token.',
      '',
    );
  }
  out.push(
    zh
      ? '所有接口都由控制台提供，地址形如 `http://192.168.2.225:7070/openapi/v1/...`，请求头 `Authorization` 中要带上在个人中心的访问令牌页面生成的令牌。令牌的创建方法、分页与错误响应的约定，以及一个从查询团队到触发组件构建的完整示例，见 [OpenAPI 简介](../../Intro.md)。整份接口描述也可以直接下载：[rainbond.yaml](pathname:///openapi/rainbond.yaml)，导入 Postman、Insomnia 或代码生成工具即可使用。'
      : 'Every endpoint is served by the console at an address like `http://192.168.2.225:7070/openapi/v1/...`, and every request carries, in its `Authorization` header, a token created on the access tokens page of the personal center. How to create the token, the paging and error conventions, and a complete example from listing teams to triggering a component build are in the [OpenAPI introduction](../../Intro.md). You can also download the whole description as [rainbond.yaml](pathname:///openapi/rainbond.yaml) and load it into Postman, Insomnia or a code generator.',
    '',
  );
  return out.join('\n');
}

// ---------------------------------------------------------------- output

export interface SidebarCategory {
  type: 'category';
  label: string;
  link: {type: 'doc'; id: string};
  items: string[];
}

export function sidebarItems(model: SpecModel): SidebarCategory[] {
  return model.groups.map((g) => ({
    type: 'category',
    label: groupLabel(g, 'zh'),
    link: {type: 'doc', id: `api/${g.name}/index`},
    items: g.operations.map((o) => `api/${g.name}/${o.operationId}`),
  }));
}

/** Every generated file, keyed by its path relative to the repository root. */
export function generate(specText: string): Map<string, string> {
  const model = buildModel(parseSpec(specText));
  const files = new Map<string, string>();
  for (const group of model.groups) {
    // Both languages come from the same document, so each English page records the Chinese page it
    // translates as current (`translation_of`, plugins/translation-status), as `npm run i18n:mark` would.
    const pages = [
      {name: 'index', render: (locale: Locale) => renderGroupIndex(model, group, locale)},
      ...group.operations.map((op) => ({name: op.operationId, render: (locale: Locale) => renderOperation(model, op, locale)})),
    ];
    for (const page of pages) {
      const zh = page.render('zh');
      files.set(`${ZH_DIR}/${group.name}/${page.name}.md`, zh);
      files.set(`${EN_DIR}/${group.name}/${page.name}.md`, withRecordedHash(page.render('en'), translationHash(zh)));
    }
  }
  files.set(SIDEBAR_FILE, `${JSON.stringify(sidebarItems(model), null, 2)}\n`);
  // The download copy is the document verbatim, x-sources included. Like x-summary-en and the other
  // x-… fields it already carries, x-sources is a specification extension (OpenAPI 3.1, "Specification
  // Extensions"): Postman, Insomnia, Redocly and code generators accept and ignore unknown x- fields, so
  // keeping it breaks no consumer and tells readers of the download which source each operation follows.
  files.set(STATIC_COPY, specText);
  return files;
}

/** Writes the generated files under `root`, first removing the folders the generator owns. */
export function writeAll(root: string, files: Map<string, string>): void {
  for (const dir of OWNED_DIRS) rmSync(join(root, dir), {recursive: true, force: true});
  for (const [file, content] of files) {
    mkdirSync(dirname(join(root, file)), {recursive: true});
    writeFileSync(join(root, file), content);
  }
}

export function main(root: string): number {
  const files = generate(readFileSync(join(root, SPEC_FILE), 'utf8'));
  writeAll(root, files);
  return files.size;
}

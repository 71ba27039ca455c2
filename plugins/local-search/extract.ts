import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {LEVELS, type Hierarchy, type SearchRecord} from '../../src/search/types';

/**
 * Turns one built HTML page into DocSearch-shaped records: a record per
 * heading (lvl1 = the page title, lvl2… = section headings) and a content
 * record per section holding its text, each with the anchor of its section.
 */

/** Label of the top level (lvl0) by the first path segment, per language. */
export type SectionLabels = Record<string, string>;

export interface ExtractOptions {
  /** Absolute URL of the page, without anchor. */
  url: string;
  /** Path of the page below the locale root, e.g. /docs/quick-start/architecture. */
  path: string;
  sections: SectionLabels;
  fallbackSection: string;
  /** Page rank and kind of the page's records (see SearchRecord.weight); rank 0 when absent. */
  rank?: {pageRank: number; kind?: 'api' | 'post'};
}

const BLOCKS = 'p, li, td, th, pre, dt, dd, figcaption, blockquote';
const HEADINGS = 'h1, h2, h3, h4, h5, h6';
/** Text blocks longer than this are split, so snippets stay near their match. */
const MAX_CONTENT = 1200;

const clean = (text: string) => text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

function headingText($: CheerioAPI, el: Element): string {
  const copy = $(el).clone();
  copy.find('.hash-link').remove();
  return clean(copy.text());
}

function section(path: string, options: ExtractOptions, $: CheerioAPI): string {
  // Docs pages: the first breadcrumb below home names the sidebar category.
  const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .map((el) => clean($(el).text()))
    .filter(Boolean);
  if (crumbs.length >= 2) return crumbs[0];
  const first = path.split('/').filter(Boolean)[0] ?? '';
  return options.sections[first] ?? options.fallbackSection;
}

export function extractRecords(html: string, options: ExtractOptions): SearchRecord[] {
  const $ = load(html);
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? '';
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  const keywords = clean(($('meta[name="keywords"]').attr('content') ?? '').split(',').map((k) => k.trim()).filter(Boolean).join(', '));
  // The page's summary (front matter `description`, or Docusaurus's first sentence of the body when
  // there is none): what the page answers, in the words of its writer.
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  const root = $('article').first().length ? $('article').first() : $('main').first();
  if (!root.length) return [];

  const hierarchy: Hierarchy = {lvl0: section(options.path, options, $), lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const records: SearchRecord[] = [];
  let anchor = '';
  let text: string[] = [];
  let level: SearchRecord['type'] = 'lvl1';

  const make = (type: SearchRecord['type'], content: string | null): SearchRecord => ({
    objectID: `${options.path}#${anchor}:${records.length}`,
    url: anchor ? `${options.url}#${anchor}` : options.url,
    type,
    hierarchy: {...hierarchy},
    content,
    language,
    docusaurus_tag: tag,
    ...(options.rank?.pageRank ? {weight: {pageRank: options.rank.pageRank, ...(options.rank.kind ? {kind: options.rank.kind} : {})}} : {}),
  });

  const flush = () => {
    let body = clean(text.join(' '));
    text = [];
    while (body) {
      const piece = body.length > MAX_CONTENT ? body.slice(0, body.lastIndexOf(' ', MAX_CONTENT) > 0 ? body.lastIndexOf(' ', MAX_CONTENT) : MAX_CONTENT) : body;
      records.push(make('content', piece));
      body = body.slice(piece.length).trim();
    }
  };

  const isNestedBlock = (el: AnyNode) => $(el).parentsUntil(root).filter(BLOCKS).length > 0;

  root.find(`${HEADINGS}, ${BLOCKS}`).each((_, el) => {
    const element = el as Element;
    if (/^h[1-6]$/.test(element.tagName)) {
      const title = headingText($, element);
      if (!title) return;
      flush();
      const n = Number(element.tagName[1]);
      const lvl = LEVELS[n];
      hierarchy[lvl] = title;
      for (const deeper of LEVELS.slice(n + 1)) hierarchy[deeper] = null;
      anchor = n === 1 ? '' : ($(element).attr('id') ?? anchor);
      level = lvl as SearchRecord['type'];
      records.push(n === 1 ? {...make(level, null), ...(keywords ? {keywords} : {}), ...(description ? {description} : {})} : make(level, null));
      return;
    }
    if (isNestedBlock(el)) return;
    const block = clean($(el).text());
    if (block) text.push(element.tagName === 'pre' ? block.slice(0, 300) : block);
  });
  flush();
  // A page without an <h1> in its content (e.g. a landing page) is titled by <title>.
  if (!records.some((r) => r.type === 'lvl1')) {
    const title = clean($('title').text().split('|')[0] ?? '');
    for (const record of records) record.hierarchy.lvl1 ??= title;
  }
  return records;
}

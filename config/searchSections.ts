import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {blogI18nFolder, blogInstances} from './blogInstances';
import type {Locale} from './env';

// Build-time only (it reads files): config/search.ts, which the search bar imports, cannot hold it.

/**
 * English title of a blog-type instance: the one its list page shows, from its options.json; the
 * Chinese one while that file has no title (the test run's catalogue check empties it for a moment).
 */
function englishBlogTitle(blog: (typeof blogInstances)[number]): string {
  const file = join(__dirname, '..', 'i18n/en', blogI18nFolder(blog.id), 'options.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as {title?: {message?: string}}).title?.message ?? blog.title;
}

/**
 * Top-level group (lvl0) of offline search hits outside the docs sidebar, by first path segment:
 * the docs instances, and each blog-type instance under the title of its list page.
 */
export const searchSections: Record<Locale, Record<string, string>> = {
  zh: {docs: '文档', community: '社区', ...Object.fromEntries(blogInstances.map((blog) => [blog.path, blog.title]))},
  en: {docs: 'Docs', community: 'Community', ...Object.fromEntries(blogInstances.map((blog) => [blog.path, englishBlogTitle(blog)]))},
};

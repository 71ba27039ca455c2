/**
 * Docusaurus' HTML template (`ssrTemplate`, core/lib/ssg/ssgTemplate.html.js, 3.10.2) with one change,
 * the `if` in the loop over the scripts: the scripts of a page's lazy chunks (the route group and
 * page chunks its first render needs, named by ServerChunks.tsx) are preload links instead of
 * `<script defer>`. Their files are under assets/js/<build hash>/ (plugins/lean-bundle/chunkIds.ts),
 * hence one more `/` in their path than `main`'s. The browser fetches them with `main` either way. A
 * preload that fails leaves nothing behind, and the runtime's `import()` then requests the file
 * itself (and retries it, src/lib/loadChunk.ts); a failed `<script>` of the same URL in the document
 * would be reused by the runtime, which would wait two minutes for its load event. (The site config,
 * which holds this template, is part of every page's JavaScript: the indentation of the original is
 * left out; Docusaurus removes it from the output anyway.)
 */
// RELIANCE page-chunks-in-html: a copy of core's default SSR template (tests/canary pins the upstream file).
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((metaAttribute) => { %>
<%~ metaAttribute %>
<% }); %>
<%~ it.headTags %>
<% it.stylesheets.forEach((stylesheet) => { %>
<link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
<% }); %>
<% it.scripts.forEach((script) => { %>
<% if (script.split('/').length > 3) { %>
<link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script">
<% } else { %>
<script src="<%= it.baseUrl %><%= script %>" defer></script>
<% } %>
<% }); %>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
</body>
</html>`;

// Loader for the client bundle (./index.ts): writes each leaf route of Docusaurus' generated
// routes.js, which repeats its path and spells out every key, as one call of a small helper.
//   { path: '/a', component: ComponentCreator('/a', 'f3e'), exact: true, sidebar: "docs" }
//   → r('/a', 'f3e', "docs")
// The objects it builds are the same; only the text of `main` gets shorter.
const LEAF =
  /\{\s*path: '((?:[^'\\]|\\.)*)',\s*component: ComponentCreator\('\1', '([^']*)'\),\s*exact: true(?:,\s*sidebar: ("(?:[^"\\]|\\.)*"))?\s*\}/g;

const HELPER =
  'const r = (path, hash, sidebar) => sidebar === undefined ? {path, component: ComponentCreator(path, hash), exact: true} : {path, component: ComponentCreator(path, hash), exact: true, sidebar};\n';

function compactRoutes(source) {
  const anchor = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";
  if (!source.includes(anchor)) throw new Error('lazy-routes: routes.js does not import ComponentCreator as Docusaurus 3.10 does');
  const body = source.replace(LEAF, (_, path, hash, sidebar) => `r('${path}', '${hash}'${sidebar ? `, ${sidebar}` : ''})`);
  return body.replace(anchor, anchor + HELPER);
}

module.exports = function loader(source) {
  return compactRoutes(source);
};
module.exports.compactRoutes = compactRoutes;

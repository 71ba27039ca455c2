// The browser build of algoliasearch's lite client, imported by file so that
// the `algoliasearch/lite` alias of the Algolia build can wrap it.
declare module 'algoliasearch/dist/lite/builds/browser' {
  export {liteClient} from 'algoliasearch/lite';
}

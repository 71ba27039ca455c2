// A second instance of theme-search-algolia's translations module, evaluated
// with the search modal (see src/theme/SearchBar/modalTranslations.ts).
declare module '@theme-original/SearchTranslations?with-modal-messages' {
  import translations from '@theme/SearchTranslations';

  export default translations;
}

// The search modal's texts. Their messages (`theme.SearchModal.*`) are in every page's catalogue:
// 0.2–0.4 KiB gzip, less than a second instance of theme-search-algolia's translations module,
// evaluated after messages loaded with the modal, was worth (plugins/RELIANCES.md, removed).
import translations from '@theme/SearchTranslations';

export default translations.modal;

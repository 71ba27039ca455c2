// The search modal's texts travel with the modal chunk, not in `main`: the
// `theme.SearchModal.*` messages (plugins/page-translations) must be in the
// catalogue before the translations module calls `translate()`, hence this
// order.
//
// `@theme/SearchTranslations` itself cannot serve: theme-search-algolia's
// `useAlgoliaAskAi` imports it from `main`, so it is evaluated on page load,
// before these messages exist, and keeps the English defaults. The query
// string below makes the bundler load a second instance of the same file,
// evaluated here, after the messages are in.
import '@page-translations/theme.SearchModal';
import translations from '@theme-original/SearchTranslations?with-modal-messages';

export default translations.modal;

// The search modal's texts travel with the modal chunk, not in `main`: the
// `theme.SearchModal.*` messages (plugins/page-translations) must be in the
// catalogue before `@theme/SearchTranslations` reads them, hence this order.
import '@page-translations/theme.SearchModal';
import translations from '@theme/SearchTranslations';

export default translations.modal;

// Wrapper: the search page's `theme.SearchPage.*` messages load with this
// page's chunk instead of every page's `main` (plugins/page-translations).
import '@page-translations/theme.SearchPage';

export {default} from '@theme-original/SearchPage';

// What tools/i18n.mjs (npm run i18n:mark, i18n:status) uses, bundled by it into one module.
export {markPage} from './mark';
export {pagePairs, pairOf} from './pages';
export {formatReport, pagesReport} from './status';

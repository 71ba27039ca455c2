/**
 * What the search modal (src/theme/SearchBar) loads with itself, in one chunk: the record of its
 * answers (answerState.ts) and search analytics (searchAnalytics.ts). One request, not two: the modal
 * opens once all its chunks are there, and on a busy machine every further request could queue behind
 * the index it starts to download, then wait for that index to be built.
 */
export {trackAnswers} from './answerState';
export {modalResultOpened, reportingSearchClient} from './searchAnalytics';

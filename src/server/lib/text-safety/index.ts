/** The one text-safety entry for every module: the normaliser, the crisis detector, watched words. */
export { foldForMatching, readingsOf, stripMarkup } from './normalize';
export { detectCrisis, mentionsSelfHarm, type CrisisVerdict } from './crisis';
export { containsWatchedWord, watchedWordMatcher } from './watched-words';

/** The one text-safety entry for every module: the normaliser, the crisis detector, watched words. */
export { readingsOf } from './normalize';
export { mentionsSelfHarm, type CrisisVerdict } from './crisis';
export { containsWatchedWord, watchedWordMatcher } from './watched-words';

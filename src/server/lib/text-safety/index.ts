/** The one text-safety entry for every module: the normaliser, the crisis detector, watched words. */
export { readingsOf } from './normalize';
export { type CrisisVerdict } from './crisis';
export { mentionsSelfHarm } from './crisis-reader';
export { containsWatchedWord, watchedWordMatcher } from './watched-words';

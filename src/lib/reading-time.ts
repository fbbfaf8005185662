/** Words per minute of an adult reading on screen (a common planning figure). */
const READING_WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Whole minutes to read `text`, at least 1. */
export function readingMinutes(text: string, wordsPerMinute = READING_WORDS_PER_MINUTE): number {
  return Math.max(1, Math.round(countWords(text) / wordsPerMinute));
}

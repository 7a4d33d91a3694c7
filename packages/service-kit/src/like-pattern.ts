/**
 * A LIKE / ILIKE pattern matching the words anywhere in a text: the words match themselves, LIKE's wildcards
 * (% and _) and its escape character in them escaped.
 */
export const containsPattern = (words: string): string => `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

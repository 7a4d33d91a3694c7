/** Whether a path is the prefix itself or lies below it: /api/prayers/42 is within /api/prayers, /api/prayersx is not. */
export function isWithin(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The verses of the day, one a day in turn: verses readers know and return to, across the whole Bible
 * (in codes, as parseBibleReference reads them). Everyone sees the same verse on the same calendar day.
 */
export const versesOfTheDay = [
  'JHN 3:16', 'PSA 23:1', 'PHP 4:13', 'JER 29:11', 'ROM 8:28', 'PRO 3:5-6', 'ISA 40:31', 'JOS 1:9', 'MAT 11:28', 'PSA 46:1',
  'ROM 12:2', 'GAL 5:22-23', 'HEB 11:1', '2TI 1:7', 'PHP 4:6-7', 'MAT 6:33', '1CO 13:4-5', 'PSA 119:105', 'ISA 41:10', 'JHN 14:6',
  'ROM 5:8', 'EPH 2:8-9', 'LAM 3:22-23', 'PSA 37:4', 'MIC 6:8', '2CO 5:17', 'JAS 1:5', '1PE 5:7', 'PSA 139:14', 'MAT 5:14',
  'ROM 15:13', 'DEU 31:6', 'PSA 34:8', 'JHN 16:33', 'COL 3:23', 'HEB 12:1-2', 'ISA 26:3', '1JN 4:19', 'PSA 27:1', 'ZEP 3:17',
  'JHN 15:5', 'ROM 10:9', 'PRO 16:3', 'MAT 28:19-20', 'PSA 51:10', 'ECC 3:1', '2CH 7:14', 'NUM 6:24-26', 'JHN 11:25', 'PSA 100:4-5',
  'GAL 2:20', 'EPH 4:32', '1TH 5:16-18', 'HEB 13:8', 'ISA 53:5', 'PSA 16:11', 'JHN 1:1', 'ROM 8:38-39', 'MRK 10:27', 'PSA 121:1-2',
  'GEN 1:1', 'EXO 14:14', 'RUT 1:16', '1SA 16:7', 'NEH 8:10', 'JOB 19:25', 'PSA 90:12', 'PRO 18:10', 'ISA 9:6', 'HAB 3:19',
  'MAT 5:9', 'LUK 1:37', 'ACT 1:8', '1CO 10:13', '2CO 12:9', 'EPH 3:20', 'PHP 1:6', 'COL 3:15', '2TI 3:16-17', 'TIT 3:5',
  'HEB 4:16', 'JAS 4:8', '1PE 2:9', '1JN 1:9', 'REV 21:4', 'PSA 145:18', 'PRO 17:17', 'ISA 43:2', 'JHN 13:34', 'ROM 12:12',
  'MAL 3:10', 'PSA 30:5', 'MAT 7:7', 'JHN 10:10', 'ROM 6:23', 'PSA 62:1', 'JOL 2:25', '1CO 16:14', 'PHP 4:19', 'PSA 103:2-4',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reference of a calendar day (YYYY-MM-DD): the list read in turn from 1 January 2026. */
export function verseOfTheDay(date: string): string {
  const days = Math.floor((Date.parse(`${date}T00:00:00Z`) - Date.parse('2026-01-01T00:00:00Z')) / DAY_MS);
  const index = ((days % versesOfTheDay.length) + versesOfTheDay.length) % versesOfTheDay.length;
  return versesOfTheDay[index]!;
}

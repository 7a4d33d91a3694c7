import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * No SQL is built from strings: raw fragments take their values as bindings (? and ??), never through
 * ${} interpolation or + concatenation, so user input can never become SQL.
 */
const rootDir = path.resolve(__dirname, '../../..');
const RAW_CALL = /\b(raw|whereRaw|andWhereRaw|orWhereRaw|havingRaw|orderByRaw|joinRaw|onRaw)\(\s*/g;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The first argument of each raw call that is built from a template with ${} or a concatenation. */
function stringBuiltSql(source: string): string[] {
  const findings: string[] = [];
  for (const match of source.matchAll(RAW_CALL)) {
    const rest = source.slice((match.index ?? 0) + match[0].length);
    const template = /^`([^`]*)`/.exec(rest);
    if (template?.[1]?.includes('${')) findings.push(template[0]);
    const concatenated = /^(['"`])(?:(?!\1)[^\\]|\\.)*\1\s*\+/.exec(rest);
    if (concatenated) findings.push(concatenated[0]);
    if (/^[A-Za-z_$][\w$.]*\s*[,)]/.test(rest)) findings.push(rest.slice(0, 40)); // SQL from a variable
  }
  return findings;
}

describe('SQL is never built from strings', () => {
  it('recognises interpolation, concatenation and variables as string-built', () => {
    expect(stringBuiltSql('db.raw(`select * from t where id = ${id}`)')).toHaveLength(1);
    expect(stringBuiltSql("query.whereRaw('name = ' + name)")).toHaveLength(1);
    expect(stringBuiltSql('db.raw(sql, [])')).toHaveLength(1);
    expect(stringBuiltSql("db.raw('select ?', [id]); q.andWhereRaw('(a, b) < (?, ?)', [x, y])")).toEqual([]);
  });

  it('holds for every service and package', () => {
    const offenders = ['services', 'packages', 'tools/src']
      .flatMap((folder) => sourceFiles(path.join(rootDir, folder)))
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) => stringBuiltSql(readFileSync(file, 'utf8')).map((fragment) => `${path.relative(rootDir, file)}: ${fragment}`));
    expect(offenders).toEqual([]);
  });
});

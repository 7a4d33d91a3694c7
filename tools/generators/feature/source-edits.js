// Small, exact edits of TypeScript sources for the feature generator: each adds what a new slice needs to a file
// others keep editing (an import, one entry of a list), leaves every other byte as it was, and throws with the
// file's name when the file no longer has the shape it expects, rather than guessing.

/** Thrown when a registration file is not shaped as the generator expects; the message says which and why. */
class SourceShapeError extends Error {}

const closerOf = { '[': ']', '{': '}', '(': ')' };

/** The index of the bracket that closes the one at `openIndex`, skipping strings and comments. */
function matchingBracket(source, openIndex) {
  const stack = [closerOf[source[openIndex]]];
  if (!stack[0]) throw new SourceShapeError(`No bracket at index ${openIndex}`);
  for (let index = openIndex + 1; index < source.length; index += 1) {
    const character = source[index];
    if (character === "'" || character === '"' || character === '`') {
      index = endOfString(source, index);
    } else if (character === '/' && source[index + 1] === '/') {
      index = source.indexOf('\n', index);
      if (index === -1) break;
    } else if (character === '/' && source[index + 1] === '*') {
      index = source.indexOf('*/', index + 2) + 1;
      if (index === 0) break;
    } else if (closerOf[character]) {
      stack.push(closerOf[character]);
    } else if (character === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return index;
    }
  }
  throw new SourceShapeError(`The bracket at index ${openIndex} is never closed`);
}

function endOfString(source, openIndex) {
  const quote = source[openIndex];
  for (let index = openIndex + 1; index < source.length; index += 1) {
    if (source[index] === '\\') index += 1;
    else if (source[index] === quote) return index;
  }
  throw new SourceShapeError(`The string at index ${openIndex} is never closed`);
}

/**
 * Adds `item` as the last element of the list or object literal whose opening bracket is at `openIndex`: on a
 * line of its own when the literal spans lines (indented as its last element, under `comment` when given, after a
 * blank line when `blankLineBefore`), else after the others.
 */
function appendToLiteral(source, openIndex, item, comment, { blankLineBefore = false } = {}) {
  const closeIndex = matchingBracket(source, openIndex);
  const inner = source.slice(openIndex + 1, closeIndex);
  if (!inner.includes('\n')) {
    const core = inner.trim().replace(/,$/, '');
    const padding = source[openIndex] === '{' ? ' ' : '';
    const replaced = core
      ? `${inner.match(/^\s*/)[0]}${core}, ${item}${inner.match(/\s*$/)[0]}`
      : `${padding}${item}${padding}`;
    return source.slice(0, openIndex + 1) + replaced + source.slice(closeIndex);
  }
  const closingLineStart = source.lastIndexOf('\n', closeIndex - 1) + 1;
  const closingIndent = source.slice(closingLineStart, closeIndex);
  if (closingIndent.trim() !== '') {
    throw new SourceShapeError('The literal does not end on a line of its own');
  }
  const lines = inner.split('\n').filter((line) => line.trim() !== '');
  const lastLine = lines[lines.length - 1];
  const indent = lastLine ? lastLine.match(/^\s*/)[0] : `${closingIndent}  `;
  // The element before the new one needs its comma.
  const before = source.slice(0, closingLineStart).replace(/\s*$/, '');
  const needsComma = lastLine !== undefined && !before.endsWith(',') && !before.endsWith(source[openIndex]);
  const blankLine = blankLineBefore && lastLine !== undefined ? '\n' : '';
  const commentLine = comment ? `\n${indent}// ${comment}` : '';
  return `${before}${needsComma ? ',' : ''}${blankLine}${commentLine}\n${indent}${item},\n${source.slice(closingLineStart)}`;
}

/**
 * Puts a list or object literal written on one line (`[]`, `['a', 'b']`) over several, its elements on a line of
 * their own, so `appendToLiteral` adds lines to it; a literal that spans lines already is left as it is.
 */
function spreadLiteral(source, openIndex) {
  const closeIndex = matchingBracket(source, openIndex);
  const inner = source.slice(openIndex + 1, closeIndex);
  if (inner.includes('\n')) return source;
  const indent = source.slice(source.lastIndexOf('\n', openIndex) + 1).match(/^\s*/)[0];
  const core = inner.trim().replace(/,$/, '');
  const elements = core ? `${indent}  ${core},\n` : '';
  return `${source.slice(0, openIndex + 1)}\n${elements}${indent}${source.slice(closeIndex)}`;
}

/** The index of the first bracket `bracket` after the first match of `pattern`; throws naming `what` if none. */
function bracketAfter(source, pattern, bracket, what) {
  const match = pattern.exec(source);
  if (!match) throw new SourceShapeError(`Cannot find ${what}`);
  const index = source.indexOf(bracket, match.index + match[0].length - 1);
  if (index === -1) throw new SourceShapeError(`Cannot find the ${bracket} of ${what}`);
  return index;
}

/** Each top-level import statement's end (after its semicolon), in order. */
function importEnds(source) {
  return [...source.matchAll(/^import\s[^;]*;[^\S\n]*(?:\/\/[^\n]*)?$/gm)].map(
    (match) => match.index + match[0].length,
  );
}

/** Adds an import statement after the last import (or first, before everything, when there is none). */
function addImport(source, statement) {
  const ends = importEnds(source);
  if (ends.length === 0) return `${statement}\n${source}`;
  const end = ends[ends.length - 1];
  return `${source.slice(0, end)}\n${statement}${source.slice(end)}`;
}

const escapeForPattern = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Makes sure `name` is imported from `module`: joins an existing `import { … } from 'module'` or adds one. */
function ensureNamedImport(source, name, module) {
  const existing = new RegExp(`^import \\{([^}]*)\\} from '${escapeForPattern(module)}';`, 'm').exec(source);
  if (!existing) {
    const statement = `import { ${name} } from '${module}';`;
    // React first, as every file of the remotes has it.
    return module === 'react' ? `${statement}\n${source}` : addImport(source, statement);
  }
  const imported = existing[1]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (imported.includes(name)) return source;
  const replaced = `import { ${[...imported, name].join(', ')} } from '${module}';`;
  return source.slice(0, existing.index) + replaced + source.slice(existing.index + existing[0].length);
}

/** Inserts `text` (whole lines) after the last line matching `pattern`, or after the imports when none does. */
function insertAfterLastLine(source, pattern, text) {
  const matches = [...source.matchAll(new RegExp(pattern.source, 'gm'))];
  if (matches.length > 0) {
    const last = matches[matches.length - 1];
    const end = source.indexOf('\n', last.index + last[0].length);
    return end === -1 ? `${source}\n${text}` : `${source.slice(0, end + 1)}${text}\n${source.slice(end + 1)}`;
  }
  const ends = importEnds(source);
  const end = ends.length > 0 ? ends[ends.length - 1] : 0;
  return `${source.slice(0, end)}\n\n${text}${source.slice(end)}`;
}

/**
 * A TypeScript string literal, quoted as prettier quotes it: in single quotes, unless the text holds more single
 * quotes than double ones ("the caller's church").
 */
function quote(text) {
  const escaped = text.replace(/\\/g, '\\\\');
  const count = (character) => text.split(character).length - 1;
  if (count("'") > count('"')) return `"${escaped.replace(/"/g, '\\"')}"`;
  return `'${escaped.replace(/'/g, "\\'")}'`;
}

module.exports = {
  SourceShapeError,
  matchingBracket,
  appendToLiteral,
  bracketAfter,
  addImport,
  ensureNamedImport,
  insertAfterLastLine,
  escapeForPattern,
  quote,
  spreadLiteral,
};

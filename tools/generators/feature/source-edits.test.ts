import {
  addImport,
  appendToLiteral,
  ensureNamedImport,
  insertAfterLastLine,
  matchingBracket,
  quote,
  spreadLiteral,
} from './source-edits';

const appendAt = (
  source: string,
  bracket: string,
  item: string,
  comment?: string,
  options?: { blankLineBefore?: boolean },
) => appendToLiteral(source, source.indexOf(bracket), item, comment, options);

describe('editing a registration file', () => {
  it('finds the closing bracket past brackets in strings and comments', () => {
    const source = "[']', \"[\", `}`, // ]\n /* ] */ 'x']";
    expect(matchingBracket(source, 0)).toBe(source.length - 1);
  });

  it('adds to a list on one line after the others, or as its only element', () => {
    expect(appendAt("a: ['/api/x'],", '[', "'/api/y'")).toBe("a: ['/api/x', '/api/y'],");
    expect(appendAt('a: [],', '[', "'/api/y'")).toBe("a: ['/api/y'],");
    expect(appendAt('f({})', '{', 'b: 1')).toBe('f({ b: 1 })');
  });

  it('adds a line to a list that spans lines, indented as its last element, with the comma the one before needs', () => {
    expect(appendAt('x = [\n  a,\n  b\n];\n', '[', 'c')).toBe('x = [\n  a,\n  b,\n  c,\n];\n');
    expect(appendAt('x = {\n    a: 1,\n  };\n', '{', 'b: 2', 'B')).toBe(
      'x = {\n    a: 1,\n    // B\n    b: 2,\n  };\n',
    );
  });

  it('separates a new group of lines by a blank line when asked', () => {
    expect(appendAt('x = {\n  a: 1,\n};\n', '{', 'b: 2', 'B', { blankLineBefore: true })).toBe(
      'x = {\n  a: 1,\n\n  // B\n  b: 2,\n};\n',
    );
    expect(appendAt('x = {\n};\n', '{', 'b: 2', 'B', { blankLineBefore: true })).toBe('x = {\n  // B\n  b: 2,\n};\n');
  });

  it('puts a list written on one line over several, so lines can be added to it', () => {
    const spread = (source: string) => spreadLiteral(source, source.indexOf('['));
    expect(spread('{\n  a: [],\n}')).toBe('{\n  a: [\n  ],\n}');
    expect(spread("{\n  a: ['x', 'y'],\n}")).toBe("{\n  a: [\n    'x', 'y',\n  ],\n}");
    expect(spread('{\n  a: [\n    1,\n  ],\n}')).toBe('{\n  a: [\n    1,\n  ],\n}');
    const open = '{\n  a: [],\n}'.indexOf('[');
    expect(appendToLiteral(spread('{\n  a: [],\n}'), open, "'k'", 'K')).toBe("{\n  a: [\n    // K\n    'k',\n  ],\n}");
  });

  it('adds an import after the last one, and joins a named import to its module', () => {
    const source = "import { a } from 'a';\nimport {\n  b,\n} from 'b';\n\nconst c = 1;\n";
    expect(addImport(source, "import d from 'd';")).toBe(
      "import { a } from 'a';\nimport {\n  b,\n} from 'b';\nimport d from 'd';\n\nconst c = 1;\n",
    );
    expect(ensureNamedImport(source, 'z', 'a')).toContain("import { a, z } from 'a';");
    expect(ensureNamedImport(source, 'a', 'a')).toBe(source);
    expect(ensureNamedImport(source, 'lazy', 'react')).toMatch(/^import \{ lazy \} from 'react';\n/);
  });

  it('inserts a line after the last line of its kind, or after the imports when there is none', () => {
    const source = "import x from 'x';\n\nconst A = lazy(a);\n\nexport default 1;\n";
    expect(insertAfterLastLine(source, /^const \w+ = lazy\(.*\);$/, 'const B = lazy(b);')).toBe(
      "import x from 'x';\n\nconst A = lazy(a);\nconst B = lazy(b);\n\nexport default 1;\n",
    );
    expect(
      insertAfterLastLine(
        "import x from 'x';\n\nexport default 1;\n",
        /^const \w+ = lazy\(.*\);$/,
        'const B = lazy(b);',
      ),
    ).toBe("import x from 'x';\n\nconst B = lazy(b);\n\nexport default 1;\n");
  });

  it('quotes text as a TypeScript string as prettier does, escaping quotes and backslashes', () => {
    expect(quote('A \\ path')).toBe("'A \\\\ path'");
    expect(quote("It's a \\ path")).toBe('"It\'s a \\\\ path"');
    expect(quote('It\'s a "path"')).toBe("'It\\'s a \"path\"'");
    expect(quote("Bob's and Ann's \"x")).toBe('"Bob\'s and Ann\'s \\"x"');
  });
});

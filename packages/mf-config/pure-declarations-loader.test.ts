import { markPureDeclarations } from './pure-declarations-loader';

describe('markPureDeclarations (the contracts in the browser builds)', () => {
  it('marks the calls of top-level declarations, chained and nested ones included', () => {
    expect(markPureDeclarations("export const noticeSchema = z.object({ title: z.string().min(1) });\nconst limit = 10;\n")).toBe(
      'export const noticeSchema = /*#__PURE__*/z.object({ title: /*#__PURE__*/z.string().min(1) });\nconst limit = 10;\n',
    );
  });

  it('leaves function bodies and top-level statements that are not declarations as they are', () => {
    const source = "export function path(id) { return build(id); }\nconst later = () => load();\nregister(schema);\n";
    expect(markPureDeclarations(source)).toBe(source);
  });
});

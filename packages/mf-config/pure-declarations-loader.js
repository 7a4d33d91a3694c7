/**
 * Marks every call in the top-level declarations of packages/contracts as /*#__PURE__*\/, in the browser
 * builds only. The contracts' modules mix constants and path helpers with zod schemas built at module
 * level (`export const noticeSchema = z.object(…)`); without the mark, importing a constant keeps every
 * schema of its module, and with them zod (25 KB gzip), since a call might have side effects. Their
 * declarations have none by contract (the package is "sideEffects": false), so webpack and terser may drop
 * those nobody uses. Runs after swc, on plain JavaScript; top-level statements other than declarations,
 * and function bodies, are left as they are.
 */
const acorn = require(require.resolve('acorn', { paths: [require.resolve('webpack')] }));

const PURE = '/*#__PURE__*/';
const FUNCTION_TYPES = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'ClassExpression']);

/** The start of every call and `new` in an expression, functions' bodies excepted. */
function callStarts(node, starts) {
  if (!node || typeof node.type !== 'string' || FUNCTION_TYPES.has(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) for (const child of value) callStarts(child, starts);
    else if (value && typeof value === 'object') callStarts(value, starts);
  }
}

function markPureDeclarations(source) {
  const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const starts = new Set();
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) callStarts(declarator.init, starts);
  }
  // A call and the calls chained on it start at one place: terser reads one mark for all of them.
  let marked = source;
  for (const start of [...starts].sort((a, b) => b - a)) marked = marked.slice(0, start) + PURE + marked.slice(start);
  return marked;
}

module.exports = function pureDeclarationsLoader(source, inputSourceMap) {
  // The marks shift columns on the lines they land on; the source map keeps lines right, which is what
  // a stack trace into a schema declaration needs.
  this.callback(null, markPureDeclarations(source), inputSourceMap);
};
module.exports.markPureDeclarations = markPureDeclarations;

/**
 * The AST visitors that hand `check` the source of every import, re-export and `import()` in a file: its text and the
 * node to report on. An `import()` of anything but a plain string names no file to check.
 */
export function importSources(check) {
  const source = (node) => {
    if (typeof node?.value === 'string') check(node.value, node);
  };
  return {
    ImportDeclaration: (node) => source(node.source),
    ExportNamedDeclaration: (node) => source(node.source),
    ExportAllDeclaration: (node) => source(node.source),
    ImportExpression: (node) => source(node.source),
  };
}

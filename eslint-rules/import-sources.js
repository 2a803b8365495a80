/** The AST visitors that hand `check` the source of every import, re-export and `import()` in a file. */
export function importSources(check) {
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
  };
}

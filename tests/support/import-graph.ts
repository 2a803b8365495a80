import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';

/** Every file the project's tsconfig holds, with the project files each one imports (type-only imports too). */
export function importGraph(root: string): Map<string, string[]> {
  const configPath = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
  if (!configPath) throw new Error(`no tsconfig.json in ${root}`);
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const host = ts.createCompilerHost(parsed.options);
  const cache = ts.createModuleResolutionCache(root, (name) => name, parsed.options);
  const own = (file: string) => !file.includes('/node_modules/') && !relative(root, file).startsWith('styled-system/');
  const graph = new Map<string, string[]>();
  for (const file of parsed.fileNames.filter(own)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, parsed.options, host, cache).resolvedModule)
      .filter((resolved): resolved is ts.ResolvedModuleFull => !!resolved && !resolved.isExternalLibraryImport)
      .map((resolved) => resolved.resolvedFileName)
      .filter(own);
    graph.set(relative(root, file), [...new Set(targets.map((target) => relative(root, target)))]);
  }
  return graph;
}

/** The strongly connected parts of the graph that are circles: two or more files, or a file importing itself. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  // Tarjan's algorithm, iterative so a deep import chain cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== frame.node);
      if (part.length > 1 || edges.includes(frame.node)) cycles.push(part.sort());
    }
  }
  return cycles;
}

/** Test support may reach into any feature to set a scene; only production files make a feature's dependencies. */
const TEST_SUPPORT = /(?:^|\/)testing\/|\.test\.tsx?$|\.test-model\.ts$|\.rules\.ts$|\.world\.ts$|-fixtures\.ts$/;

/** The feature a production file belongs to (`machines/<feature>/…`, `src/features/<feature>/…`), or null. */
export function featureOf(file: string): string | null {
  if (TEST_SUPPORT.test(file)) return null;
  return /^(?:machines|src\/features)\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** Feature → the features it imports, each edge with the file imports that make it (to say where a circle comes from). */
export function featureGraph(graph: Map<string, string[]>): { graph: Map<string, string[]>; why: Map<string, string[]> } {
  const edges = new Map<string, Set<string>>();
  const why = new Map<string, string[]>();
  for (const [file, targets] of graph) {
    const from = featureOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = featureOf(target);
      if (!to || to === from) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
      why.set(`${from} → ${to}`, [...(why.get(`${from} → ${to}`) ?? []), `${file} → ${target}`]);
    }
  }
  return { graph: new Map([...edges].map(([from, to]) => [from, [...to]])), why };
}

import { readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  name?: string;
}

const manifest = JSON.parse(
  readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, ManifestChunk>;

/**
 * The paths the server serves a chunk under, by the chunk's name: a screen's file is named by its hash alone
 * (vite.config.ts), so a journey finds it in the build's manifest.
 */
export const chunkPaths = (name: RegExp): string[] =>
  Object.values(manifest)
    .filter((chunk) => name.test(chunk.name ?? ''))
    .map((chunk) => `/${chunk.file}`);

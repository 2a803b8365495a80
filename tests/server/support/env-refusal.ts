import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { EnvError, loadEnv, type Env } from '../../../server/env';

type Values = Record<string, string | undefined>;

/**
 * A fresh DATA_DIR for each test, `load` reading the given variables on top of `base` with it, and `refusal`, the
 * message of the EnvError those variables stop the start with.
 */
export function useEnvLoader(prefix: string, base: Values = {}) {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  const load = (values: Values = {}): Env => loadEnv({ DATA_DIR: dataDir, ...base, ...values });
  const refusal = (values: Values): string => {
    try {
      load(values);
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as Error).message;
    }
    throw new Error('expected an EnvError');
  };
  return { load, refusal, dataDir: () => dataDir };
}

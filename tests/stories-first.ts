import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest queues files project by project, and the stories project is one long file (every story, in English and in
 * Nepali: about four minutes). Queued last, it would run alone at the end while the other worker idles; started
 * first, it plays while the other worker takes every other file.
 */
export class StoriesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isStories = (file: TestSpecification) => file.project.name === 'stories';
    return [...sorted.filter(isStories), ...sorted.filter((file) => !isStories(file))];
  }
}

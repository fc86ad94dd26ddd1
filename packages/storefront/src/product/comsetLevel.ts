import type { components } from '@probuild/api-client';

type ComsetOptions = components['schemas']['ComsetOptions'];
type LevelKey = components['schemas']['ComsetLevelKey'];

/** The parts of a level (the first level when the set lacks this one); null for a set without levels. */
export function levelConfiguration(options: ComsetOptions, key: LevelKey) {
  const level = options.levels.find((candidate) => candidate.key === key) ?? options.levels[0];
  return level ? { level: level.key, parts: { ...level.selection } } : null;
}

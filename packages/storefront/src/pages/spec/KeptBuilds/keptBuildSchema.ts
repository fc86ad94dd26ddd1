import { z } from 'zod/mini';

/** The longest build name the server keeps. */
export const BUILD_NAME_MAX = 80;

/** The name a build is kept under: something to recognise it by, at most 80 characters. */
export const keptBuildSchema = z.object({
  name: z.string().check(
    z.refine((value) => value.trim() !== '', 'spec.kept.nameRequired'),
    z.refine((value) => value.trim().length <= BUILD_NAME_MAX, 'spec.kept.nameTooLong'),
  ),
});

/**
 * Seed content (DESIGN: the spec's sample values become seed content). Written for ESDC Hub: realistic
 * embedded-systems and IoT projects of a university club. The items live in content/members.json,
 * content/technologies.json and content/projects.json (read with platform/seed-content.ts); the features' own seed
 * content is in their folders (features/<name>/seed-content).
 */
import { adminCreateUserSchema } from '@esdc/core/admin-user-schemas';
import { optionalTextSchema, textSchema } from '@esdc/core/input';
import { projectCreateSchema } from '@esdc/core/project-schemas';
import { profileUpdateSchema } from '@esdc/core/user';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { count, daysAgo, loadContent, memberRef, memberRefs, shippedImage } from '../platform/seed-content.ts';

/**
 * The folder of the demo members, technologies and projects: ./content next to this module when it runs from source
 * (tsx, vitest), and dist/seed-content, which apps/server/build.mjs copies beside the bundle, when it runs from
 * dist/main.js.
 */
const CONTENT_DIR = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './content/' : './seed-content/', import.meta.url));

/** A demo member: the admin create-user fields (no password, always active) plus the profile. */
const memberSchema = adminCreateUserSchema
  .omit({ password: true, status: true })
  .extend({ bio: profileUpdateSchema.shape.bio, location: profileUpdateSchema.shape.location, company: profileUpdateSchema.shape.company });

/** A technology with its course link (SPEC §3 Project technologies courseLink); the API takes none, so the rules are here. */
const technologySchema = z.object({
  name: textSchema({ label: 'Name', max: 40, requiredMessage: 'Name is required', singleLine: true }),
  category: textSchema({ label: 'Category', max: 40, requiredMessage: 'Category is required', singleLine: true }),
  description: textSchema({ label: 'Description', max: 500, requiredMessage: 'Description is required' }),
  course_link: optionalTextSchema({ label: 'Course link', max: 500 })
    .refine((v) => v == null || v.startsWith('/courses?'), 'Must be a /courses? link')
    .transform((v) => v ?? null),
});

/**
 * A project: the create fields, with its image shipped with the web app, the owner and contributors by username,
 * its age in days, the members who liked it and its view count.
 */
const projectSchema = projectCreateSchema.extend({
  image: shippedImage.nullable(),
  owner: memberRef,
  contributors: memberRefs,
  ageDays: daysAgo,
  likedBy: memberRefs,
  views: count,
});

/** Demo members (they sign in only after an admin sets a password; newcomers register their own). */
export const SEED_MEMBERS = loadContent('members.json', memberSchema, CONTENT_DIR);

/** Technologies with their course links. */
export const SEED_TECHNOLOGIES = loadContent('technologies.json', technologySchema, CONTENT_DIR);

/** Seed projects: the six sample projects (SPEC §9) first, then more of the club's work. */
export const SEED_PROJECTS = loadContent('projects.json', projectSchema, CONTENT_DIR);

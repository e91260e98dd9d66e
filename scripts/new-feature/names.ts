/*
 * The names of a scaffolded feature (docs/contributing.md, "Scaffolding a feature"): one kebab-case name gives every
 * identifier, file, table, permission action and route the generator writes.
 */

/** A feature name: lower-case words of letters and digits joined by single hyphens, starting with a letter. */
const FEATURE_NAME_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** Longest feature name (the table `<snake>_entries` and its index names stay well inside PostgreSQL's 63 bytes). */
export const FEATURE_NAME_MAX = 30;
/** Top-level paths the server answers itself (the API, built assets, stored media and files, bundled images). */
const RESERVED_NAMES: readonly string[] = ['api', 'assets', 'media', 'files', 'images'];

/** Every name the generator derives from the feature's kebab-case name. */
export interface FeatureNames {
  /** The name as given: `code-review` (folders, files, the route, the OpenAPI tag). */
  kebab: string;
  /** `code_review` (the table's prefix and the export section). */
  snake: string;
  /** `codeReview` (identifiers, the `paths` key). */
  camel: string;
  /** `CodeReview` (types and components). */
  pascal: string;
  /** `CODE_REVIEW` (constants). */
  upper: string;
  /** How the area is named on screen: the route's name when it has one ('Code Review'), else the words capitalised. */
  title: string;
  /** The page's path: `/code-review`. */
  path: string;
  /** The API's path: `/api/code-review`. */
  apiPath: string;
  /** The entries' table: `code_review_entries`. */
  table: string;
  /** The entry type: `CodeReviewEntry`. */
  entry: string;
  /** The permission action: `code-review:post`. */
  action: string;
}

/** A name the generator refuses, with the message to print. */
export class FeatureNameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeatureNameError';
  }
}

/**
 * Checks a feature name given on the command line.
 * @param raw the argument, possibly missing
 * @returns the name
 * @throws FeatureNameError when it is missing, too long, not kebab-case or a path the server keeps
 */
export function validateFeatureName(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '')
    throw new FeatureNameError('Give the feature a name: npm run new:feature -- <name> (kebab-case, e.g. forum or code-review)');
  if (raw.length > FEATURE_NAME_MAX) throw new FeatureNameError(`The name '${raw}' is too long: at most ${FEATURE_NAME_MAX} characters`);
  if (!FEATURE_NAME_PATTERN.test(raw))
    throw new FeatureNameError(
      `The name '${raw}' is not kebab-case: lower-case letters and digits in words joined by single hyphens, starting with a letter (e.g. forum, code-review)`,
    );
  if (RESERVED_NAMES.includes(raw)) throw new FeatureNameError(`The name '${raw}' cannot be used: the server answers /${raw} itself`);
  return raw;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Derives every name of a feature.
 * @param kebab a name {@link validateFeatureName} accepted
 * @param routeName the name of its route in core's route table, when it has one ('Code Review')
 * @returns the names
 */
export function featureNames(kebab: string, routeName?: string): FeatureNames {
  const words = kebab.split('-');
  const pascal = words.map(capitalise).join('');
  const snake = words.join('_');
  return {
    kebab,
    snake,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    pascal,
    upper: snake.toUpperCase(),
    title: routeName ?? words.map(capitalise).join(' '),
    path: `/${kebab}`,
    apiPath: `/api/${kebab}`,
    table: `${snake}_entries`,
    entry: `${pascal}Entry`,
    action: `${kebab}:post`,
  };
}

/**
 * The build guide's written sections (SPEC §2 Build guide): prerequisites, frontend setup and build, backend,
 * troubleshooting. The application routes and the markdown documentation sections are generated (from the route table
 * and the repository's docs/) by their components, so they cannot drift from the code.
 */

/** One block of a section: a paragraph, a shell command to copy, or a list of links. */
export type GuideBlock =
  | { kind: 'text'; text: string }
  | { kind: 'code'; label: string; code: string }
  | { kind: 'links'; items: readonly GuideLink[] }
  | { kind: 'steps'; items: readonly { title: string; text: string }[] };

/** An external link with what it is for ('Download' for a prerequisite, 'Install' for an editor extension). */
interface GuideLink {
  name: string;
  description: string;
  href: string;
  action: 'Download' | 'Install' | 'Open';
}

/** A sidebar entry and its article. `id` is the anchor (`/build#backend`). */
export interface GuideSection {
  id: string;
  title: string;
  blocks: readonly GuideBlock[];
}

/** Written sections, in sidebar order (the two generated ones follow them). */
export const GUIDE_SECTIONS: readonly GuideSection[] = [
  {
    id: 'prerequisites',
    title: 'Prerequisites',
    blocks: [
      {
        kind: 'text',
        text: 'ESDC Hub is one Node.js server that serves the API and the React app from one port. To run it you need Node.js and npm; to work on it, Git and an editor. The embedded SQLite database needs nothing else; PostgreSQL is only for a bigger club.',
      },
      {
        kind: 'links',
        items: [
          {
            name: 'Node.js 20.19 or newer (22 and 24 LTS work too)',
            description: 'Runs the server, the build and the tests; npm 10+ comes with it.',
            href: 'https://nodejs.org/en/download',
            action: 'Download',
          },
          { name: 'Git', description: 'To clone the repository and send changes.', href: 'https://git-scm.com/downloads', action: 'Download' },
          {
            name: 'PostgreSQL 14 or newer (optional)',
            description: 'For several app instances sharing one database.',
            href: 'https://www.postgresql.org/download/',
            action: 'Download',
          },
          {
            name: 'Chromium or Google Chrome (for the end-to-end tests)',
            description: 'The test suite drives the real app in it; set CHROME_PATH if it is not /usr/bin/chromium.',
            href: 'https://www.google.com/chrome/',
            action: 'Download',
          },
        ],
      },
      {
        kind: 'text',
        text: 'Editor: any will do. With Visual Studio Code these extensions show lint errors, formatting, Tailwind classes and tests as you type.',
      },
      {
        kind: 'links',
        items: [
          {
            name: 'Visual Studio Code',
            description: 'The editor the repository settings are written for.',
            href: 'https://code.visualstudio.com/download',
            action: 'Download',
          },
          {
            name: 'ESLint',
            description: 'Lint errors, including the import boundaries between features.',
            href: 'https://marketplace.visualstudio.com/items?itemName=dbaeumer.vscode-eslint',
            action: 'Install',
          },
          {
            name: 'Prettier',
            description: 'Formats on save with the repository settings.',
            href: 'https://marketplace.visualstudio.com/items?itemName=esbenp.prettier-vscode',
            action: 'Install',
          },
          {
            name: 'Tailwind CSS IntelliSense',
            description: 'Completes the design tokens and utility classes.',
            href: 'https://marketplace.visualstudio.com/items?itemName=bradlc.vscode-tailwindcss',
            action: 'Install',
          },
          {
            name: 'Vitest',
            description: 'Runs and debugs single tests from the editor.',
            href: 'https://marketplace.visualstudio.com/items?itemName=vitest.explorer',
            action: 'Install',
          },
          {
            name: 'Playwright Test',
            description: 'Runs the end-to-end tests one by one.',
            href: 'https://marketplace.visualstudio.com/items?itemName=ms-playwright.playwright',
            action: 'Install',
          },
        ],
      },
    ],
  },
  {
    id: 'frontend',
    title: 'Frontend setup and build',
    blocks: [
      {
        kind: 'text',
        text: 'The web app lives in apps/web: React 19 with Vite, React Router, TanStack Query and Tailwind CSS 4. It shares its validation schemas, rules and this route table with the server through packages/core. Install everything once from the repository root; npm workspaces link the three packages.',
      },
      { kind: 'code', label: 'Install the dependencies', code: 'npm install' },
      {
        kind: 'text',
        text: 'For day-to-day work run the API with reload on port 3000 and, in a second terminal, the Vite dev server with hot reload on port 5173. Vite forwards /api to port 3000, so open http://localhost:5173.',
      },
      { kind: 'code', label: 'Start the API with reload', code: 'npm run dev' },
      { kind: 'code', label: 'Start the app with hot reload', code: 'cd apps/web && npx vite' },
      {
        kind: 'text',
        text: 'A production build compiles the app, renders the public pages to HTML for a fast first paint, and compresses every file ahead of time; the server then serves apps/web/dist. npm start does both steps.',
      },
      { kind: 'code', label: 'Build and start like production', code: 'npm run build\nnpm start' },
      {
        kind: 'text',
        text: 'Before sending a change, run the whole suite: lint, type-check, unit and server tests on SQLite and PostgreSQL, the bundle budget and the end-to-end tests in Chromium.',
      },
      { kind: 'code', label: 'Run every check', code: 'npm test' },
    ],
  },
  {
    id: 'backend',
    title: 'Backend implementation',
    blocks: [
      {
        kind: 'text',
        text: 'The API lives in apps/server: Fastify 5 with zod schemas for every route (one schema validates the request, shapes the answer and documents it), Kysely over SQLite by default or PostgreSQL when DATABASE_URL is set, and numbered migrations that run on both at start. Every answer is JSON of the form { success, data, message }, and sign-in gives a bearer token sent as Authorization: Bearer <token>.',
      },
      {
        kind: 'steps',
        items: [
          { title: 'POST /api/auth/login and POST /api/auth/register', text: 'Sign in or create an account; both answer with the token and the member.' },
          { title: 'GET and PUT /api/users/{id}', text: 'A member profile, and editing your own (admins any).' },
          { title: 'GET and POST /api/projects, GET /api/projects/{id}', text: 'The project showcase: paginated lists with search, tags and status.' },
          { title: 'GET /api/products, GET /api/products/{id}', text: 'The shop catalogue.' },
          { title: 'GET and POST /api/events', text: 'Events with registration, waitlist and check-in.' },
          { title: 'GET /api/health', text: 'Answers with a status field; load balancers and uptime checks call it.' },
        ],
      },
      {
        kind: 'text',
        text: 'Every operation, with its request and answer schemas, is listed in the interactive API documentation at /api/docs of a running server. Configuration is read once at start from the environment; a missing or invalid value stops the server with a list of what is wrong.',
      },
      { kind: 'code', label: 'Run on PostgreSQL', code: 'DATABASE_URL=postgres://user:password@localhost:5432/esdc npm start' },
      { kind: 'code', label: 'Choose the port and the data folder', code: 'PORT=8080 DATA_DIR=/var/lib/esdc npm start' },
      { kind: 'code', label: 'Print a password-reset link for a member', code: 'npm run admin -- reset-password member@example.com' },
    ],
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    blocks: [
      {
        kind: 'steps',
        items: [
          {
            title: 'The build fails with type errors',
            text: 'Run the type-check alone to see every error with its file and line, fix them, and build again. Errors in packages/core affect both the app and the server.',
          },
          {
            title: 'Port 5173 (or 3000) is already in use',
            text: 'Another dev server is still running. Stop it, or start Vite on another port with npx vite --port 5174 (and the API with PORT=3001, changing the proxy in apps/web/vite.config.ts to match).',
          },
          {
            title: 'Module not found',
            text: 'The dependencies are missing or out of date after a pull. Reinstall exactly what package-lock.json lists with npm ci, then build again.',
          },
          {
            title: 'API calls fail in production (CORS or base URL)',
            text: 'The app calls the API on its own origin under /api, so serve both from the one server. If the app is served from another origin, set CORS_ORIGIN to that origin; behind a proxy set PUBLIC_URL and TRUST_PROXY=true so links and rate limits see the real address.',
          },
        ],
      },
      { kind: 'code', label: 'Show every type error', code: 'npm run typecheck' },
      { kind: 'code', label: 'Reinstall the dependencies', code: 'npm ci' },
    ],
  },
];

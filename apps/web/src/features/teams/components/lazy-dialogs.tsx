import { lazy } from 'react';

/*
 * The teams' dialogs, loaded when first opened: their forms (image upload, member search) stay out of the pages'
 * chunk, and out of the list of chunks the entry script names for it (the landing's budget, scripts/check-bundle.mjs).
 * Render them inside a Suspense boundary, only while open.
 */

/** 'Create Team' / 'Edit Team' (./team-form-dialog.tsx). */
export const LazyTeamFormDialog = lazy(() => import('./team-form-dialog').then((m) => ({ default: m.TeamFormDialog })));

/** 'Invite a Member' (./invite-dialog.tsx). */
export const LazyInviteDialog = lazy(() => import('./invite-dialog').then((m) => ({ default: m.InviteDialog })));

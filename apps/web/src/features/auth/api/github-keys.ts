/** Query keys of the GitHub endpoints (issue 11 §2 Sign in with GitHub). */
export const githubKeys = {
  availability: ['github', 'availability'] as const,
  account: ['user', 'github'] as const,
};

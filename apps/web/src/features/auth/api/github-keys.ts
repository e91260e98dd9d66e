/** Query keys of the GitHub endpoints. */
export const githubKeys = {
  availability: ['github', 'availability'] as const,
  account: ['user', 'github'] as const,
};

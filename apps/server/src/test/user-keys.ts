/** The fields of a public user (SPEC §3 User) that the web reads, sorted: every API answer carrying a user has exactly these. */
export const PUBLIC_USER_KEYS = [
  'avatar_url',
  'bio',
  'blog',
  'company',
  'completed_challenges',
  'email',
  'email_verified_at',
  'github_username',
  'id',
  'joined_date',
  'last_active',
  'location',
  'name',
  'points',
  'role',
  'show_email',
  'status',
  'updated_at',
  'username',
];

/** The fields of a user as admins see them, sorted: the public user's plus the suspension reason (never the password hash). */
export const ADMIN_USER_KEYS = [...PUBLIC_USER_KEYS, 'suspension_reason'].sort();

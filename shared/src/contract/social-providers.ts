// Plain values, no zod: the shell reads which providers are on without loading the schema library.

/** The social sign-in providers; `sandbox` is the test provider offered outside production when no real one is set up. */
export const socialProviders = ['google', 'facebook', 'apple', 'sandbox'] as const;
export type SocialProvider = (typeof socialProviders)[number];

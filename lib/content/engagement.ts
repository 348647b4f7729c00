// Rules only: the ways of working with the company, shared by case studies, the pricing page and the brief.

/** The engagement models (CONTRACT §19): a discovery, a fixed-scope project, a dedicated team, a team extension. */
export const ENGAGEMENT_MODELS = ['discovery', 'fixed-scope', 'dedicated-team', 'team-extension'] as const;

export type EngagementModel = (typeof ENGAGEMENT_MODELS)[number];

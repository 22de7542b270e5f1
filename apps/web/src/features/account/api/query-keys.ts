/**
 * The account's cached answers, by key: consents and notification preferences each invalidate the other (a
 * marketing consent switches the marketing notices), so their keys live here rather than in each other's file.
 */
export const accountKeys = {
  consents: ['me', 'consents'] as const,
  notificationPreferences: ['me', 'notification-preferences'] as const,
};

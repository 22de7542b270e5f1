import { NOTICE_CHANNELS, type NoticeChannel } from '@ft/shared';
import type { AppConfig } from '../../../config/env.ts';
import { type AlimtalkChannel, createAlimtalkChannel } from './alimtalk.ts';
import { createEmailChannel, type EmailChannel } from './email.ts';

/** The ways beyond the app a notice can leave by; a channel is null when this server has no provider for it. */
export interface NoticeChannels {
  email: EmailChannel | null;
  alimtalk: AlimtalkChannel | null;
}

export const NO_CHANNELS: NoticeChannels = { email: null, alimtalk: null };

export const createNoticeChannels = (config: AppConfig): NoticeChannels => ({
  email: createEmailChannel(config.mail),
  alimtalk: createAlimtalkChannel(config.alimtalk),
});

export const configuredChannels = (channels: NoticeChannels): NoticeChannel[] =>
  NOTICE_CHANNELS.filter((channel) => channels[channel] !== null);
